import type { DictView } from '@awards/shared/dictionaries';
import { reportError } from '@awards/web-common/formErrors';
import { useLocalised } from '@awards/web-common/localised';
import { App, Button, Card, Flex, Typography } from 'antd';
import { type Key, useMemo, useState } from 'react';
import { BatchButton } from '../../../components/BatchButton/BatchButton';
import { DataTable } from '../../../components/DataTable/DataTable';
import { useListState } from '../../../components/DataTable/useListState';
import { DictSelect } from '../../../components/DictSelect/DictSelect';
import { Permission } from '../../../components/RowActions/Permission';
import { SearchForm } from '../../../components/SearchForm/SearchForm';
import { searchSpec } from '../../../components/SearchForm/searchAddress';
import type { SearchField } from '../../../components/SearchForm/types';
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
/** The names of the items' list in the address start with this. */
export const ITEM_PREFIX = 'item.';
const ITEM_FIELDS: SearchField[] = [
  { type: 'input', name: 'code', label: '' },
  { type: 'input', name: 'value', label: '' },
];

export function ItemPanel({ dict, onAdd, onEdit, onSort }: Props) {
  const { t, tr } = useDictsT();
  const { message } = App.useApp();
  const apps = useAppOptions().data ?? [];
  // The items' page and search live in the address (`item.code=…&item.page=2`), beside
  // the dictionary chosen (`dict=`); choosing another clears them.
  const list = useListState<Pick<ItemFilters, 'code' | 'value'>>(searchSpec(ITEM_FIELDS), {
    prefix: ITEM_PREFIX,
  });
  const search = list.filters;
  const [selected, setSelected] = useState<Key[]>([]);
  const remove = useDeleteEntries();
  const localise = useLocalised();
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
        fields={ITEM_FIELDS.map((field) => ({
          ...field,
          label: t(`search.${field.name as 'code' | 'value'}`),
        }))}
        values={list.filters}
        onSearch={(values) => list.search(values)}
      />
      <DataTable<DictView, ItemFilters>
        tableId="system.dictionaryItems"
        rowKey="dictId"
        columns={columns}
        list={list}
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
            <BatchButton
              permission="DICTITEM_BATCHDEL"
              count={selected.length}
              confirm={t('items.batchConfirm', { count: selected.length })}
              onConfirm={() => removeItems(selected.map(Number))}
              label={t('items.batchDelete')}
            />
            <Permission code="DICT_SORT">
              <Button onClick={onSort}>{t('items.sort')}</Button>
            </Permission>
          </>
        }
      />
    </Card>
  );
}
