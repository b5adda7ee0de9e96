import type { ThemeView } from '@awards/shared/themes';
import { reportError } from '@awards/web-common/formErrors';
import { App, Button, Card, Flex } from 'antd';
import { DataTable } from '../../../components/DataTable/DataTable';
import { useListState } from '../../../components/DataTable/useListState';
import { useDictOptions } from '../../../components/DictSelect/dictItems';
import { useRoutedEntity } from '../../../components/EntityForm/useRoutedEntity';
import { Permission } from '../../../components/RowActions/Permission';
import { SearchForm } from '../../../components/SearchForm/SearchForm';
import { searchSpec } from '../../../components/SearchForm/searchAddress';
import type { SearchField } from '../../../components/SearchForm/types';
import { useRouteParam } from '../../../lib/useRouteParam';
import { type ThemeChange, useChangeTheme } from '../api/changeTheme';
import { useLayoutOptions } from '../api/layoutOptions';
import { fetchThemePage, THEME_PAGE_KEY, type ThemeFilters, useTheme } from '../api/themePage';
import { ThemeFormModal } from '../components/ThemeFormModal';
import { themeColumns } from '../components/themeColumns';
import { useThemesT } from '../i18n';

/** The search form's items keep their bottom margin: the card drops its own padding there. */
const SEARCH_CARD = { body: { paddingBottom: 0 } };

/** Themes (spec 001 §7 "themes"): colours at a glance, create, edit, delete, make the system default. */
export function ThemeListPage() {
  const { t, tr } = useThemesT();
  const { message } = App.useApp();
  const layouts = useLayoutOptions().data ?? [];
  const change = useChangeTheme();
  const form = useRouteParam('form');
  const editing = useRoutedEntity(form, useTheme);

  const run = (request: ThemeChange, done: 'done.deleted' | 'done.defaultSet') =>
    change.mutateAsync(request).then(
      () => void message.success(t(done)),
      (error) => reportError(error, message.error, tr),
    );
  // A background is stored with the label it had when chosen: show today's, in the interface language.
  const headerBgs = useDictOptions('header_bg').options;
  const sideMenuBgs = useDictOptions('side_menu_bg').options;
  const columns = themeColumns(t, layouts, {
    backgroundLabel: (bg, kind) =>
      bg &&
      ((kind === 'header' ? headerBgs : sideMenuBgs).find((o) => o.value === bg.code)?.label ?? bg.value),
    edit: (theme) => form.open(`edit:${theme.themeId}`),
    setDefault: (theme) =>
      run({ kind: 'setGlobalDefault', values: { themeId: theme.themeId } }, 'done.defaultSet'),
    remove: (theme) => run({ kind: 'delete', values: { themeId: theme.themeId } }, 'done.deleted'),
  });

  const fields: SearchField[] = [{ type: 'input', name: 'themeName', label: t('search.themeName') }];
  // Page, sort and filters live in the address: a reload or a link shows the same rows.
  const list = useListState<ThemeFilters>(searchSpec(fields));
  const filters = list.filters;

  return (
    <Flex vertical gap={16} data-testid="theme-list-page">
      <Card styles={SEARCH_CARD}>
        <SearchForm fields={fields} values={list.filters} onSearch={(values) => list.search(values)} />
      </Card>
      <Card>
        <DataTable<ThemeView, ThemeFilters>
          tableId="system.themes"
          rowKey="themeId"
          columns={columns}
          list={list}
          filters={filters}
          queryKey={THEME_PAGE_KEY}
          fetch={fetchThemePage}
          toolbar={
            <Permission code="THEME_ADD">
              <Button type="primary" onClick={() => form.open('add')} data-testid="theme-add">
                {t('toolbar.add')}
              </Button>
            </Permission>
          }
        />
      </Card>
      {editing.open && <ThemeFormModal key={form.value} theme={editing.record} onClose={form.close} />}
    </Flex>
  );
}
