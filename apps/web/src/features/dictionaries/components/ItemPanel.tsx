import type { DictView } from '@awards/shared/dictionaries';
import { App, Button, Card, Flex, Popconfirm, Typography } from 'antd';
import { type Key, useMemo, useState } from 'react';
import { DataTable } from '../../../components/DataTable/DataTable';
import { DictSelect } from '../../../components/DictSelect/DictSelect';
import { Permission } from '../../../components/RowActions/Permission';
import { SearchForm } from '../../../components/SearchForm/SearchForm';
import { useLocalised } from '../../../i18n/localised';
import { reportError } from '../../../lib/formErrors';
import { useAppOptions } from '../api/appOptions';
import { useDeleteEntries } from '../api/deleteEntries';
import { fetchItemPage, ITEM_PAGE_KEY, type ItemFilters } from '../api/itemPage';
import { useDictsT } from '../i18n';
import { itemColumns } from './itemColumns';

interface Props {
  dict: DictView;
  onAdd: () => void;
  onEdit: (item: DictView) => void;
  onSort: () => void;
}

/**
 * The items of the chosen dictionary (keyed by it, so search and selection start afresh):
 * paged by the server, searchable, and previewed as a select.
 */
export function ItemPanel({ dict, onAdd, onEdit, onSort }: Props) {
  const { t, tr } = useDictsT();
  const { message } = App.useApp();
  const apps = useAppOptions().data ?? [];
  const [search, setSearch] = useState<Pick<ItemFilters, 'code' | 'value'>>({});
  const [selected, setSelected] = useState<Key[]>([]);
  const remove = useDeleteEntries();
  const localise = useLocalised();
  // A new object is a new search for DataTable: made once per change, not per render.
  const filters = useMemo(() => ({ ...search, parentDictId: dict.dictId }), [search, dict.dictId]);

  const removeItems = (dictIds: number[]) =>
    remove.mutateAsync({ request: { kind: 'items', dictIds }, category: dict.code }).then(
      () => {
        void message.success(t('done.deleted'));
        setSelected([]);
      },
      (error) => reportError(error, message.error, tr),
    );
  const columns = itemColumns(t, localise, apps, {
    edit: onEdit,
    remove: (item) => removeItems([item.dictId]),
  });

  return (
    <Card
      title={t('items.title', { name: localise(dict.value, dict.valueI18n), code: dict.code })}
      extra={
        // The select every form shows for this dictionary: it follows each change at once.
        <Flex gap={8} align="center">
          <Typography.Text type="secondary">{t('items.preview')}</Typography.Text>
          <DictSelect categoryCode={dict.code} allowClear style={{ width: 180 }} data-testid="item-preview" />
        </Flex>
      }
      data-testid="item-panel"
    >
      <SearchForm
        fields={[
          { type: 'input', name: 'code', label: t('search.code') },
          { type: 'input', name: 'value', label: t('search.value') },
        ]}
        onSearch={(values) => setSearch(values)}
      />
      <DataTable<DictView, ItemFilters>
        tableId="system.dictionaryItems"
        rowKey="dictId"
        columns={columns}
        filters={filters}
        queryKey={ITEM_PAGE_KEY}
        fetch={fetchItemPage}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: setSelected,
          getCheckboxProps: (item) => ({ disabled: item.builtIn }),
        }}
        toolbar={
          <>
            <Permission code="DICTITEM_ADD">
              <Button type="primary" onClick={onAdd} data-testid="item-add">
                {t('items.add')}
              </Button>
            </Permission>
            <Permission code="DICTITEM_BATCHDEL">
              <Popconfirm
                title={t('items.batchConfirm', { count: selected.length })}
                disabled={selected.length === 0}
                onConfirm={() => removeItems(selected.map(Number))}
              >
                <Button danger disabled={selected.length === 0}>
                  {t('items.batchDelete')}
                </Button>
              </Popconfirm>
            </Permission>
            <Permission code="DICT_SORT">
              <Button onClick={onSort}>{t('items.sort')}</Button>
            </Permission>
          </>
        }
      />
    </Card>
  );
}
