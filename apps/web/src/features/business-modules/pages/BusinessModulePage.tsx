import type { BusinessModuleView } from '@awards/shared/business-modules';
import { Alert, Card, Flex, Tag } from 'antd';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { useListState } from '../../../components/DataTable/useListState';
import { SearchForm } from '../../../components/SearchForm/SearchForm';
import { searchSpec } from '../../../components/SearchForm/searchAddress';
import type { SearchField } from '../../../components/SearchForm/types';
import {
  BUSINESS_MODULES_KEY,
  type BusinessModuleFilters,
  fetchBusinessModules,
} from '../api/businessModules';
import { useBusinessModulesT } from '../i18n';

const SEARCH_CARD = { body: { paddingBottom: 0 } };

/**
 * Business modules (业务模块, spec 001 §7): the registry of the areas a message, notice or
 * template names in busType, with the page its busId opens. Read-only: the registry is code
 * (packages/shared/src/business-modules.ts), since what a page opens is code.
 */
export function BusinessModulePage() {
  const { t } = useBusinessModulesT();
  const fields: SearchField[] = [{ type: 'input', name: 'keyword', label: t('search.keyword') }];
  const list = useListState<BusinessModuleFilters>(searchSpec(fields), { defaultPageSize: 50 });
  const columns: DataTableColumn<BusinessModuleView>[] = [
    { key: 'busTypeName', title: t('column.name'), dataIndex: 'busTypeName', width: 200 },
    {
      key: 'busType',
      title: t('column.busType'),
      width: 200,
      userText: true,
      render: (_, row) => <code data-testid={`bus-module-${row.busType}`}>{row.busType}</code>,
    },
    { key: 'page', title: t('column.page'), dataIndex: 'page', width: 220, userText: true },
    { key: 'busIdName', title: t('column.busId'), dataIndex: 'busIdName', width: 140 },
    {
      key: 'opensRecord',
      title: t('column.opens'),
      width: 140,
      render: (_, row) => (
        <Tag color={row.opensRecord ? 'blue' : 'default'}>
          {t(row.opensRecord ? 'opens.yes' : 'opens.no')}
        </Tag>
      ),
    },
  ];

  return (
    <Flex vertical gap={16} data-testid="business-module-page">
      <Card styles={SEARCH_CARD}>
        <SearchForm fields={fields} values={list.filters} onSearch={(values) => list.search(values)} />
      </Card>
      <Card title={t('title')}>
        <Alert type="info" showIcon title={t('hint')} style={{ marginBottom: 16 }} />
        <DataTable<BusinessModuleView, BusinessModuleFilters>
          tableId="system.businessModules"
          rowKey="busType"
          columns={columns}
          list={list}
          filters={list.filters}
          queryKey={BUSINESS_MODULES_KEY}
          fetch={fetchBusinessModules}
          defaultPageSize={50}
        />
      </Card>
    </Flex>
  );
}
