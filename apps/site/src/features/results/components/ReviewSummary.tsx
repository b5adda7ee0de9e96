import type { ReviewSummaryView } from '@awards/shared/outputs';
import { Alert, Card, Descriptions, Flex, Table } from 'antd';
import type { ResultsText } from '../i18n';

/**
 * One declaration's review summary as its unit reads it: the figures, then the experts' scores
 * (专家一, 专家二…: the server sends no name, id or organisation) and, once released, the comments.
 */
export function ReviewSummary({ view, t }: { view: ReviewSummaryView; t: ResultsText }) {
  const dash = t('none');
  const fixed = (v: number | null) => (v === null ? dash : String(v));
  return (
    <Flex vertical gap={12} data-testid="review-summary">
      <Card size="small" title={<span translate="no">{view.projectName}</span>}>
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'award', label: t('award'), children: `${view.editionName} · ${view.awardName}` },
            { key: 'status', label: t('status'), children: view.statusName },
            { key: 'mean', label: t('meanTotal'), children: fixed(view.meanTotal) },
            {
              key: 'calibrated',
              label: t('calibrated', { method: view.methodName }),
              children: fixed(view.calibrated),
            },
            { key: 'rank', label: t('rank'), children: view.rank ? t('rankOf', view.rank) : dash },
            { key: 'meeting', label: t('meeting'), children: view.meetingOutcome ?? dash },
            { key: 'grade', label: t('grade'), children: view.gradeName ?? dash },
          ]}
        />
      </Card>
      <Card size="small" title={t('scores')}>
        <p style={{ marginTop: 0, color: 'rgba(0,0,0,0.65)' }}>{t('anonymous')}</p>
        <Table
          size="small"
          rowKey="reviewer"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={view.reviews}
          locale={{ emptyText: t('noReviews') }}
          data-testid="review-summary-scores"
          columns={[
            { key: 'expert', title: t('expert'), dataIndex: 'reviewer' },
            ...view.standards.map((s, i) => ({
              key: `s${s.standardId}`,
              title: `${s.standardName}（${s.maxScore}）`,
              onCell: () => ({ translate: 'no' }) as Record<string, string>,
              onHeaderCell: () => ({ translate: 'no' }) as Record<string, string>,
              align: 'right' as const,
              render: (_: unknown, r: ReviewSummaryView['reviews'][number]) => fixed(r.scores[i] ?? null),
            })),
            {
              key: 'total',
              title: t('total'),
              align: 'right' as const,
              render: (_: unknown, r: ReviewSummaryView['reviews'][number]) => fixed(r.total),
            },
          ]}
        />
      </Card>
      <Card size="small" title={t('comments')}>
        {view.commentsReleased ? (
          view.reviews.map((r) => (
            <div key={r.reviewer} style={{ marginBottom: 8 }}>
              <strong>{r.reviewer}</strong>
              <p style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap' }} translate="no">
                {r.comment || dash}
              </p>
            </div>
          ))
        ) : (
          <Alert type="info" showIcon message={t('withheld')} data-testid="review-summary-withheld" />
        )}
      </Card>
    </Flex>
  );
}
