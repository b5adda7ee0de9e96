import { Button, Card, Flex, Table } from 'antd';
import { type Key, useEffect, useMemo, useState } from 'react';
import { BatchButton } from '../../../components/BatchButton/BatchButton';
import { queryTable } from '../../../components/DataTable/queryTable';
import { useSelectionLabels } from '../../../components/DataTable/selectionLabels';
import { useListState } from '../../../components/DataTable/useListState';
import { useCloseStale } from '../../../components/EntityForm/useRoutedEntity';
import { Permission } from '../../../components/RowActions/Permission';
import { SearchForm } from '../../../components/SearchForm/SearchForm';
import { searchSpec } from '../../../components/SearchForm/searchAddress';
import type { SearchField } from '../../../components/SearchForm/types';
import { useRouteParam } from '../../../lib/useRouteParam';
import { useAppOptions } from '../api/appOptions';
import { useCustomIcons } from '../api/customIcons';
import { type MenuTreeFilters, useMenuTree } from '../api/menuTree';
import { ButtonsDrawer } from '../components/ButtonsDrawer';
import { DataRulesDrawer } from '../components/DataRulesDrawer';
import { MenuFormModal, menuFormMode } from '../components/MenuFormModal';
import { menuColumns } from '../components/menuColumns';
import { useDeleteMenus } from '../hooks/useDeleteMenus';
import { useMoveMenu } from '../hooks/useMoveMenu';
import { useMenusT } from '../i18n';
import { findRow, type MenuRow, parentKeys, toMenuRows, useMenuTitleOf } from '../menuRows';

/** The search form's items keep their bottom margin: the card drops its own padding there. */
const SEARCH_CARD = { body: { paddingBottom: 0 } };
/** The selection column of the tree (narrower than DataTable's: the tree's arrows need the room). */
const MENU_SELECTION_WIDTH = 48;

/**
 * Menu administration (spec 001 §7 "Menus"): the whole tree with its buttons, filtered by
 * name or app; add, add child, edit, move, delete; buttons and data rules per menu.
 * Every change reaches the side menu at once (api/portalMenu.ts).
 */
export function MenuListPage() {
  const { t } = useMenusT();
  const labelled = useSelectionLabels();
  const apps = useAppOptions().data ?? [];
  const fields: SearchField[] = [
    { type: 'input', name: 'menuName', label: t('search.menuName') },
    {
      type: 'select',
      name: 'appId',
      label: t('search.app'),
      numeric: true,
      options: apps.map((app) => ({ value: app.appId, label: app.appName })),
    },
  ];
  // The tree's filters live in the address: a reload or a link shows the same tree.
  const list = useListState<MenuTreeFilters>(searchSpec(fields));
  const filters = list.filters;
  const tree = useMenuTree(filters);
  const rows = useMemo(() => toMenuRows(tree.data ?? []), [tree.data]);
  const [expanded, setExpanded] = useState<readonly Key[]>([]);
  const [selected, setSelected] = useState<Key[]>([]);
  const icons = useCustomIcons().data ?? [];
  const form = useRouteParam('form');
  // The form the address names, once the tree is in: a link to a missing menu closes.
  const formMode = menuFormMode(form.value, rows);
  useCloseStale(form, Boolean(form.value) && tree.isSuccess && !formMode);
  const buttons = useRouteParam('buttons');
  const rules = useRouteParam('rules');
  const remove = useDeleteMenus(() => setSelected([]));
  const move = useMoveMenu();

  const columns = menuColumns(t, icons, useMenuTitleOf(), {
    edit: (row) => form.open(`edit:${row.menuId}`),
    addSub: (row) => form.open(`addSub:${row.menuId}`),
    buttons: (row) => buttons.open(String(row.menuId)),
    rules: (row) => rules.open(String(row.menuId)),
    move,
    remove: (row) => remove([row.menuId]),
  });
  const allKeys = parentKeys(rows);
  // A tree filtered by name holds the matches and their ancestors: open it so the matches show.
  const byName = Boolean(filters.menuName);
  useEffect(() => {
    if (byName && tree.data) setExpanded(parentKeys(toMenuRows(tree.data)));
  }, [byName, tree.data]);
  const menuOf = (value: string | null) => (value ? (findRow(rows, Number(value)) ?? null) : null);

  return (
    <Flex vertical gap={16} data-testid="menu-list-page">
      <Card styles={SEARCH_CARD}>
        <SearchForm
          fields={fields}
          values={list.filters}
          loading={tree.isFetching}
          onSearch={(values) => list.search(values)}
        />
      </Card>
      <Card>
        <Flex gap={8} wrap style={{ marginBottom: 12 }}>
          <Permission code="MENU_ADD">
            <Button type="primary" onClick={() => form.open('add')} data-testid="menu-add">
              {t('toolbar.add')}
            </Button>
          </Permission>
          <BatchButton
            permission="MENU_BATCHDEL"
            count={selected.length}
            confirm={t('toolbar.batchConfirm', { count: selected.length })}
            onConfirm={() => remove(selected.map(Number))}
            label={t('toolbar.batchDelete')}
            testId="menu-batch-delete"
          />
          <Button onClick={() => setExpanded(expanded.length ? [] : allKeys)} data-testid="menu-expand">
            {expanded.length ? t('toolbar.collapseAll') : t('toolbar.expandAll')}
          </Button>
        </Flex>
        <Table
          rowKey="menuId"
          columns={columns}
          {...queryTable(tree, rows)}
          loading={tree.isFetching}
          pagination={false}
          size="middle"
          tableLayout="fixed"
          // The columns' widths plus the selection column: no sideways scroll at 1280 px.
          scroll={{ x: columns.reduce((sum, column) => sum + Number(column.width), MENU_SELECTION_WIDTH) }}
          expandable={{ expandedRowKeys: expanded, onExpandedRowsChange: setExpanded }}
          rowSelection={labelled<MenuRow>({
            selectedRowKeys: selected,
            onChange: setSelected,
            checkStrictly: true,
            columnWidth: MENU_SELECTION_WIDTH,
            getCheckboxProps: (row) => ({ disabled: row.builtIn }),
          })}
          data-testid="menu-table"
        />
      </Card>
      {formMode && (
        <MenuFormModal
          key={form.value}
          mode={formMode}
          rows={rows}
          defaultAppId={apps[0]?.appId}
          onClose={form.close}
        />
      )}
      <ButtonsDrawer menu={menuOf(buttons.value)} onClose={buttons.close} />
      <DataRulesDrawer menu={menuOf(rules.value)} onClose={rules.close} />
    </Flex>
  );
}
