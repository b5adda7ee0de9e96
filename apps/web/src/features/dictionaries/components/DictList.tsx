import type { DictView } from '@awards/shared/dictionaries';
import { useLocalised } from '@awards/web-common/localised';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Card, Flex, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { queryTable } from '../../../components/DataTable/queryTable';
import { Permission } from '../../../components/RowActions/Permission';
import { RowActions } from '../../../components/RowActions/RowActions';
import { useDictsT } from '../i18n';

interface Props {
  /** The dictionaries' query: its rows, or its failure with a retry. */
  dicts: UseQueryResult<DictView[]>;
  selectedId: number | null;
  onSelect: (dict: DictView) => void;
  onAdd: () => void;
  onEdit: (dict: DictView) => void;
  onDelete: (dict: DictView) => Promise<unknown>;
  onSort: () => void;
  onRefresh: () => void;
  refreshing: boolean;
}

const LINK = { padding: 0, height: 'auto' };

/** The dictionaries (the tree's first level): choosing one shows its items beside. */
export function DictList(props: Props) {
  const { dicts, selectedId, onSelect } = props;
  const { t } = useDictsT();
  const localise = useLocalised();
  const columns: ColumnsType<DictView> = [
    {
      key: 'value',
      title: t('dicts.value'),
      render: (_, dict) => (
        // The name chooses the dictionary; its code stands beneath it.
        <Flex vertical align="flex-start">
          <Flex gap={4} align="center">
            <Button
              type="link"
              size="small"
              style={LINK}
              onClick={() => onSelect(dict)}
              data-testid={`dict-${dict.code}`}
            >
              {localise(dict.value, dict.valueI18n)}
            </Button>
            {dict.builtIn && <Tag color="blue">{t('flag.builtIn')}</Tag>}
          </Flex>
          <Typography.Text type="secondary" style={{ fontSize: 12 }} translate="no">
            {dict.code}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'actions',
      title: t('dicts.actions'),
      width: 110,
      render: (_, dict) => (
        <RowActions
          actions={[
            {
              key: 'edit',
              label: t('action.edit'),
              permission: 'DICT_EDIT',
              onClick: () => props.onEdit(dict),
            },
            ...(dict.builtIn
              ? []
              : [
                  {
                    key: 'delete',
                    label: t('action.delete'),
                    permission: 'DICT_DEL',
                    danger: true,
                    confirm: t('dicts.deleteConfirm'),
                    onClick: () => props.onDelete(dict),
                  },
                ]),
          ]}
        />
      ),
    },
  ];

  return (
    <Card title={t('dicts.title')} data-testid="dict-list">
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Permission code="DICT_ADD">
          <Button type="primary" onClick={props.onAdd} data-testid="dict-add">
            {t('dicts.add')}
          </Button>
        </Permission>
        <Permission code="DICT_SORT">
          <Button onClick={props.onSort}>{t('dicts.sort')}</Button>
        </Permission>
        <Permission code="DICT_EDIT">
          <Button onClick={props.onRefresh} loading={props.refreshing} data-testid="dict-refresh">
            {t('dicts.refresh')}
          </Button>
        </Permission>
      </Flex>
      <Table<DictView>
        rowKey="dictId"
        size="small"
        columns={columns}
        {...queryTable(dicts, dicts.data ?? [])}
        loading={dicts.isFetching}
        pagination={false}
        scroll={{ y: 560 }}
        rowClassName={(dict) => (dict.dictId === selectedId ? 'ant-table-row-selected' : '')}
      />
    </Card>
  );
}
