import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { type AuditResult, EXPERT_MESSAGES, type ExpertView } from '@awards/shared/experts';
import { App, Button, Card, Flex, Grid } from 'antd';
import { type Key, useState } from 'react';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { Permission } from '../../../components/RowActions/Permission';
import { RowActions } from '../../../components/RowActions/RowActions';
import { SearchForm } from '../../../components/SearchForm/SearchForm';
import { reportError } from '../../../lib/formErrors';
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
  const narrow = Grid.useBreakpoint().md === false;
  const disciplineName = useDisciplineName();
  const [filters, setFilters] = useState<ExpertFilters>({ status: 'pending' });
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
      width: 240,
      fixed: narrow ? undefined : 'right',
      render: (_, e) => (
        <RowActions
          actions={[
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
          ]}
        />
      ),
    },
  ];
  const ids = selected.map(Number);

  return (
    <Flex vertical gap={16} data-testid="expert-audit-page">
      <Card>
        <SearchForm
          fields={[
            { type: 'input', name: 'expertName', label: t('search.expertName') },
            { type: 'input', name: 'organisation', label: t('search.organisation') },
          ]}
          onSearch={(values) => setFilters({ ...values, status: 'pending' } as ExpertFilters)}
        />
      </Card>
      <Card title={t('auditPage.pendingOnly')}>
        <DataTable<ExpertView, ExpertFilters>
          tableId="experts.audit"
          rowKey="expertId"
          columns={columns}
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
