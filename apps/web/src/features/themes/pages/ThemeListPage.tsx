import type { ThemeView } from '@awards/shared/themes';
import { App, Button, Card, Flex } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { DataTable } from '../../../components/DataTable/DataTable';
import { Permission } from '../../../components/RowActions/Permission';
import { SearchForm } from '../../../components/SearchForm/SearchForm';
import { reportError } from '../../../lib/formErrors';
import { parseFormParam, useRouteParam } from '../../../lib/useRouteParam';
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
  const [filters, setFilters] = useState<ThemeFilters>({});
  const layouts = useLayoutOptions().data ?? [];
  const change = useChangeTheme();
  const form = useRouteParam('form');
  const [mode, id] = parseFormParam(form.value);
  const editing = useTheme(mode === 'edit' ? id : null);
  // A link to a missing theme closes, once: a second close would go back twice.
  const stale = mode === 'edit' && (id === null || editing.isError);
  const close = useRef(form.close);
  close.current = form.close;
  useEffect(() => {
    if (stale) close.current();
  }, [stale]);

  const run = (request: ThemeChange, done: 'done.deleted' | 'done.defaultSet') =>
    change.mutateAsync(request).then(
      () => void message.success(t(done)),
      (error) => reportError(error, message.error, tr),
    );
  const columns = themeColumns(t, layouts, {
    edit: (theme) => form.open(`edit:${theme.themeId}`),
    setDefault: (theme) =>
      run({ kind: 'setGlobalDefault', values: { themeId: theme.themeId } }, 'done.defaultSet'),
    remove: (theme) => run({ kind: 'delete', values: { themeId: theme.themeId } }, 'done.deleted'),
  });

  return (
    <Flex vertical gap={16} data-testid="theme-list-page">
      <Card styles={SEARCH_CARD}>
        <SearchForm
          fields={[{ type: 'input', name: 'themeName', label: t('search.themeName') }]}
          onSearch={(values) => setFilters(values as ThemeFilters)}
        />
      </Card>
      <Card>
        <DataTable<ThemeView, ThemeFilters>
          tableId="system.themes"
          rowKey="themeId"
          columns={columns}
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
      {mode === 'add' && <ThemeFormModal key="add" theme={null} onClose={form.close} />}
      {mode === 'edit' && editing.data && (
        <ThemeFormModal key={form.value} theme={editing.data} onClose={form.close} />
      )}
    </Flex>
  );
}
