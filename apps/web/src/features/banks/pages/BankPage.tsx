import type { BankBranchView, BankView } from '@awards/shared/banks';
import { reportError } from '@awards/web-common/formErrors';
import { App, Button, Card, Flex, Space, Upload } from 'antd';
import { useState } from 'react';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { useListState } from '../../../components/DataTable/useListState';
import { ImportProgressBar } from '../../../components/Export/ImportProgressBar';
import { Permission } from '../../../components/RowActions/Permission';
import { SearchForm } from '../../../components/SearchForm/SearchForm';
import { searchSpec } from '../../../components/SearchForm/searchAddress';
import type { SearchField } from '../../../components/SearchForm/types';
import {
  BANK_PAGE_KEY,
  type BankFilters,
  BRANCH_PAGE_KEY,
  type BranchFilters,
  fetchBankPage,
  fetchBranchPage,
  useChangeBanks,
  useImportBranches,
} from '../api/banks';
import { BankFormModal, BranchFormModal } from '../components/BankForms';
import { useBanksT } from '../i18n';

const SEARCH_CARD = { body: { paddingBottom: 0 } };

/**
 * Banks and branch banks (spec 001 §7): the maintained list the experts' honoraria accounts
 * choose from, on the portal and on the site's registration. The banks above; below, the
 * branches of the bank chosen with 查看支行 (or of every bank).
 */
export function BankPage() {
  const { t, tr } = useBanksT();
  const { message } = App.useApp();
  const change = useChangeBanks();
  const importing = useImportBranches();
  const importFile = (file: File) =>
    importing.mutateAsync(file).then(
      (result) =>
        void message.info(
          t('done.imported', {
            added: result.added,
            updated: result.updated,
            refused: result.refused.length,
          }) + result.refused.map((r) => ` ${t('done.row', { row: r.row })}${r.message}`).join(''),
          8,
        ),
      (error) => reportError(error, message.error, tr),
    );
  const [bankForm, setBankForm] = useState<BankView | null | 'new'>(null);
  const [branchForm, setBranchForm] = useState<BankBranchView | null | 'new'>(null);
  const [bank, setBank] = useState<BankView | null>(null);
  const remove = (
    kind: 'bank/delete' | 'bankBranch/delete',
    values: { bankId: number } | { branchId: number },
  ) =>
    change.mutateAsync({ kind, values } as never).then(
      () => void message.success(t('done.deleted')),
      (error) => reportError(error, message.error, tr),
    );

  const bankFields: SearchField[] = [{ type: 'input', name: 'bankName', label: t('search.bankName') }];
  const banks = useListState<BankFilters>(searchSpec(bankFields));
  const bankColumns: DataTableColumn<BankView>[] = [
    { key: 'bankCode', title: t('column.bankCode'), dataIndex: 'bankCode', width: 100 },
    { key: 'bankName', userText: true, title: t('column.bankName'), dataIndex: 'bankName', width: 200 },
    {
      key: 'branchCount',
      title: t('column.branchCount'),
      dataIndex: 'branchCount',
      width: 90,
      align: 'center',
    },
    { key: 'sortNumber', title: t('column.sortNumber'), dataIndex: 'sortNumber', width: 80, align: 'center' },
    {
      key: 'actions',
      title: t('column.actions'),
      actions: (row) => [
        {
          key: 'branches',
          label: t('action.showBranches'),
          permission: 'BANKBRANCH_VIEW',
          onClick: () => setBank(row),
        },
        { key: 'edit', label: t('action.edit'), permission: 'BANK_EDIT', onClick: () => setBankForm(row) },
        {
          key: 'delete',
          label: t('action.delete'),
          permission: 'BANK_DEL',
          danger: true,
          confirm: t('action.deleteConfirm'),
          onClick: () => remove('bank/delete', { bankId: row.bankId }),
        },
      ],
    },
  ];

  const branchColumns: DataTableColumn<BankBranchView>[] = [
    { key: 'bankName', userText: true, title: t('column.bankName'), dataIndex: 'bankName', width: 150 },
    { key: 'branchCode', title: t('column.branchCode'), dataIndex: 'branchCode', width: 140 },
    { key: 'branchName', userText: true, title: t('column.branchName'), dataIndex: 'branchName', width: 280 },
    { key: 'regionCode', title: t('column.regionCode'), dataIndex: 'regionCode', width: 100 },
    {
      key: 'actions',
      title: t('column.actions'),
      actions: (row) => [
        {
          key: 'edit',
          label: t('action.edit'),
          permission: 'BANKBRANCH_EDIT',
          onClick: () => setBranchForm(row),
        },
        {
          key: 'delete',
          label: t('action.delete'),
          permission: 'BANKBRANCH_DEL',
          danger: true,
          confirm: t('action.deleteConfirm'),
          onClick: () => remove('bankBranch/delete', { branchId: row.branchId }),
        },
      ],
    },
  ];
  const branchFilters: BranchFilters = bank ? { bankId: bank.bankId } : {};

  return (
    <Flex vertical gap={16} data-testid="bank-page">
      <Card styles={SEARCH_CARD}>
        <SearchForm fields={bankFields} values={banks.filters} onSearch={(values) => banks.search(values)} />
      </Card>
      <Card title={t('banks')}>
        <DataTable<BankView, BankFilters>
          tableId="system.banks"
          rowKey="bankId"
          columns={bankColumns}
          list={banks}
          filters={banks.filters}
          queryKey={BANK_PAGE_KEY}
          fetch={fetchBankPage}
          toolbar={
            <Permission code="BANK_ADD">
              <Button type="primary" onClick={() => setBankForm('new')} data-testid="bank-add">
                {t('action.add')}
              </Button>
            </Permission>
          }
        />
      </Card>
      <Card
        title={bank ? t('branchesOf', { bank: bank.bankName }) : t('allBranches')}
        extra={bank && <Button onClick={() => setBank(null)}>{t('allBranches')}</Button>}
      >
        <DataTable<BankBranchView, BranchFilters>
          tableId="system.bankBranches"
          rowKey="branchId"
          columns={branchColumns}
          filters={branchFilters}
          queryKey={BRANCH_PAGE_KEY}
          fetch={fetchBranchPage}
          toolbar={
            <Space>
              <Permission code="BANKBRANCH_ADD">
                <Button onClick={() => setBranchForm('new')} data-testid="branch-add">
                  {t('action.addBranch')}
                </Button>
              </Permission>
              <Permission code="BANKBRANCH_IMPORT">
                <Upload
                  accept=".xlsx"
                  showUploadList={false}
                  customRequest={({ file }) => void importFile(file as File)}
                >
                  <Button
                    loading={importing.isPending}
                    title={t('action.importHint')}
                    data-testid="branch-import"
                  >
                    {t('action.import')}
                  </Button>
                </Upload>
              </Permission>
              {importing.isPending && <ImportProgressBar kind="bankBranches" />}
            </Space>
          }
        />
      </Card>
      {bankForm && (
        <BankFormModal bank={bankForm === 'new' ? null : bankForm} onClose={() => setBankForm(null)} />
      )}
      {branchForm && (
        <BranchFormModal
          branch={branchForm === 'new' ? null : branchForm}
          bankId={bank?.bankId ?? null}
          onClose={() => setBranchForm(null)}
        />
      )}
    </Flex>
  );
}
