import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { type AuditResult, EXPERT_MESSAGES, type ExpertView } from '@awards/shared/experts';
import { reportError } from '@awards/web-common/formErrors';
import { App, Button, Card, Flex } from 'antd';
import { type Key, useMemo, useState } from 'react';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { useListState } from '../../../components/DataTable/useListState';
import { Permission } from '../../../components/RowActions/Permission';
import { SearchForm } from '../../../components/SearchForm/SearchForm';
import { searchSpec } from '../../../components/SearchForm/searchAddress';
import type { SearchField } from '../../../components/SearchForm/types';
import { useAuditExperts } from '../api/expertActions';
import { EXPERT_PAGE_KEY, type ExpertFilters, fetchExpertAuditPage } from '../api/expertPage';
import { ExpertDetailDrawer } from '../components/ExpertDetailDrawer';
import { expertColumns } from '../components/expertColumns';
import { ReasonModal } from '../components/ReasonModal';
import { useDisciplineName } from '../components/useDisciplineName';
import { useExpertsT } from '../i18n';

type Decision = { result: AuditResult; expertIds: number[] };

/** The experts' registration audit (EXPERT_AUDIT): pending experts approved or rejected, one or a batch. */
export function ExpertAuditPage() {
  const { t, tr } = useExpertsT();
  const { message } = App.useApp();
  const disciplineName = useDisciplineName();
  const [selected, setSelected] = useState<Key[]>([]);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [detailOf, setDetailOf] = useState<number | null>(null);
  const audit = useAuditExperts();

  const decide = ({ result, expertIds }: Decision, opinion: string) =>
    audit.mutateAsync({ expertIds, auditResult: result, auditOpinion: opinion || undefined }).then(
      (answer) => {
        void message.success(t('done.audited', { count: answer.count, notified: answer.notified }));
        setSelected((keys) => keys.filter((key) => !expertIds.includes(Number(key))));
        setDecision(null);
      },
      // A batch holding an expert no longer pending is refused whole (505 naming them).
      (error) => reportError(error, message.error, tr),
    );

  const columns: DataTableColumn<ExpertView>[] = [
    ...expertColumns(t, disciplineName).filter((c) => c.key !== 'bankAccount'),
    {
      key: 'actions',
      title: t('column.actions'),
      actions: (e) => [
        { key: 'detail', label: t('action.detail'), onClick: () => setDetailOf(e.expertId) },
        {
          key: 'approve',
          label: t('action.approve'),
          permission: 'EXPERT_AUDIT',
          onClick: () => setDecision({ result: 'approved', expertIds: [e.expertId] }),
        },
        {
          key: 'reject',
          label: t('action.reject'),
          permission: 'EXPERT_AUDIT',
          danger: true,
          onClick: () => setDecision({ result: 'rejected', expertIds: [e.expertId] }),
        },
      ],
    },
  ];
  const fields: SearchField[] = [
    { type: 'input', name: 'expertName', label: t('search.expertName') },
    { type: 'input', name: 'organisation', label: t('search.organisation') },
  ];
  // Page, sort and filters live in the address: a reload or a link shows the same rows.
  const list = useListState(searchSpec(fields));
  // Only pending experts are audited: not a filter of the address.
  const filters = useMemo(() => ({ ...list.filters, status: 'pending' }) as ExpertFilters, [list.filters]);
  const ids = selected.map(Number);

  return (
    <Flex vertical gap={16} data-testid="expert-audit-page">
      <Card>
        <SearchForm fields={fields} values={list.filters} onSearch={(values) => list.search(values)} />
      </Card>
      <Card title={t('auditPage.pendingOnly')}>
        <DataTable<ExpertView, ExpertFilters>
          tableId="experts.audit"
          rowKey="expertId"
          columns={columns}
          list={list}
          filters={filters}
          queryKey={[...EXPERT_PAGE_KEY, 'audit']}
          fetch={fetchExpertAuditPage}
          rowSelection={{ selectedRowKeys: selected, onChange: setSelected }}
          toolbar={
            <Permission code="EXPERT_AUDIT">
              <Button
                type="primary"
                icon={<CheckOutlined />}
                disabled={ids.length === 0}
                onClick={() => setDecision({ result: 'approved', expertIds: ids })}
                data-testid="audit-batch-approve"
              >
                {t('audit.batchApprove')}
              </Button>
              <Button
                danger
                icon={<CloseOutlined />}
                disabled={ids.length === 0}
                onClick={() => setDecision({ result: 'rejected', expertIds: ids })}
                data-testid="audit-batch-reject"
              >
                {t('audit.batchReject')}
              </Button>
            </Permission>
          }
        />
      </Card>
      {decision && (
        <ReasonModal
          title={t(decision.result === 'approved' ? 'audit.approveTitle' : 'audit.rejectTitle', {
            count: decision.expertIds.length,
          })}
          label={t('audit.opinion')}
          requiredMessage={decision.result === 'rejected' ? EXPERT_MESSAGES.opinionRequired : undefined}
          busy={audit.isPending}
          onSubmit={(opinion) => decide(decision, opinion)}
          onClose={() => setDecision(null)}
        />
      )}
      {detailOf !== null && <ExpertDetailDrawer expertId={detailOf} onClose={() => setDetailOf(null)} />}
    </Flex>
  );
}
