import { NORMALISATION_NAMES, type Normalisation } from '@awards/shared/review';
import { Card, Flex, Select, Table, Tabs, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useProgress, useReviewEditions, useScoreTable } from '../api/review';
import { scoreColumns } from '../components/scoreColumns';
import { useReviewT } from '../i18n';

/**
 * 专家评审 (docs/domain.md "Expert review"): an edition's score table with every
 * calibration method side by side and the disagreement flags, and each expert's progress.
 * The edition chosen is kept in the address (?editionId=), so a reload or a link shows it.
 */
export function ReviewPage() {
  const { t, tr } = useReviewT();
  const [params, setParams] = useSearchParams();
  const editionId = Number(params.get('editionId')) || null;
  const editions = useReviewEditions();
  const scores = useScoreTable(editionId);
  const progress = useProgress(editionId);
  const choose = (value: number) => {
    const next = new URLSearchParams(params);
    next.set('editionId', String(value));
    setParams(next);
  };
  const locked = (scores.data?.normalisation ?? 'weighted_mean') as Normalisation;

  return (
    <Flex vertical gap={16} data-testid="review-page">
      <Card>
        <Flex gap={8} align="center" wrap>
          <Typography.Text>{t('edition')}</Typography.Text>
          <Select
            data-testid="review-edition"
            style={{ minWidth: 240 }}
            placeholder={t('pickEdition')}
            value={editionId ?? undefined}
            loading={editions.isFetching}
            options={(editions.data ?? []).map((e) => ({ value: e.editionId, label: e.editionName }))}
            onChange={choose}
          />
          {scores.data && (
            <Typography.Text type="secondary" data-testid="review-method">
              {t('method', { method: tr(NORMALISATION_NAMES[locked]), scale: scores.data.scale })}
            </Typography.Text>
          )}
        </Flex>
      </Card>
      {editionId !== null && (
        <Card>
          <Tabs
            items={[
              {
                key: 'scores',
                label: t('tabs.scores'),
                children: (
                  <Table
                    rowKey="declarationId"
                    size="middle"
                    scroll={{ x: 'max-content' }}
                    loading={scores.isFetching}
                    dataSource={scores.data?.rows ?? []}
                    columns={scoreColumns(t, tr, locked)}
                    locale={{ emptyText: t('empty') }}
                    pagination={{ pageSize: 20, hideOnSinglePage: true }}
                  />
                ),
              },
              {
                key: 'progress',
                label: t('tabs.progress'),
                children: (
                  <Table
                    rowKey="expertId"
                    size="middle"
                    scroll={{ x: 'max-content' }}
                    loading={progress.isFetching}
                    dataSource={progress.data ?? []}
                    locale={{ emptyText: t('empty') }}
                    pagination={{ pageSize: 20, hideOnSinglePage: true }}
                    columns={[
                      { title: t('column.expertName'), dataIndex: 'expertName' },
                      { title: t('column.assigned'), dataIndex: 'assigned', align: 'right' },
                      { title: t('column.drafted'), dataIndex: 'drafted', align: 'right' },
                      { title: t('column.submitted'), dataIndex: 'submitted', align: 'right' },
                    ]}
                  />
                ),
              },
            ]}
          />
        </Card>
      )}
    </Flex>
  );
}
