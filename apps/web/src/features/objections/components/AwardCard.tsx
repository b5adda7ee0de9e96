import { formatPeriodEnd } from '@awards/web-common/format';
import { reportError } from '@awards/web-common/formErrors';
import { Alert, App, Button, Card, Flex, Popconfirm, Typography } from 'antd';
import { EditionSelect } from '../../../components/EditionSelect';
import { Permission } from '../../../components/RowActions/Permission';
import { useAward, useAwardPlan, useObjectionEditions } from '../api/objections';
import { useObjectionsT } from '../i18n';

/** 公示期满授奖: what the awarding of the chosen edition will do, and the button that does it. */
export function AwardCard({
  editionId,
  onEdition,
}: {
  editionId: number | null;
  onEdition: (id: number) => void;
}) {
  const { t, tr } = useObjectionsT();
  const { message } = App.useApp();
  const editions = useObjectionEditions();
  const plan = useAwardPlan(editionId);
  const award = useAward();
  const p = plan.data;
  const edition = editions.data?.find((e) => e.editionId === editionId);
  const run = () =>
    editionId !== null &&
    award.mutateAsync({ editionId }).then(
      (r) => void message.success(t('award.done', { ...r })),
      (error) => reportError(error, message.error, tr),
    );
  return (
    <Card title={t('award.title')} data-testid="award-card">
      <Flex vertical gap={12}>
        <Flex gap={8} align="center" wrap>
          <Typography.Text>{t('award.edition')}</Typography.Text>
          <EditionSelect
            data-testid="award-edition"
            placeholder={t('award.pick')}
            value={editionId ?? undefined}
            editions={editions.data}
            onChange={onEdition}
          />
        </Flex>
        {p && edition?.status === 'finished' && <Alert type="success" showIcon title={t('award.finished')} />}
        {p && edition?.status !== 'finished' && (
          <>
            <Typography.Text data-testid="award-plan">
              {p.periodEnd ? t('award.periodEnd', { end: formatPeriodEnd(p.periodEnd) }) : ''}
              {p.periodOver ? '' : ` · ${t('award.periodRuns')}`}
            </Typography.Text>
            <Alert
              type={p.held > 0 ? 'warning' : 'info'}
              showIcon
              title={t('award.plan', {
                award: p.toAward,
                revoke: p.toRevoke,
                held: p.held,
                open: p.openObjections,
              })}
              description={p.finishes ? t('award.finishes') : t('award.notFinishes')}
            />
            <Permission code="OBJECTION_AWARD">
              <Popconfirm title={t('award.confirm')} onConfirm={run}>
                <Button
                  type="primary"
                  disabled={!p.periodOver}
                  loading={award.isPending}
                  data-testid="award-run"
                >
                  {t('award.run')}
                </Button>
              </Popconfirm>
            </Permission>
          </>
        )}
      </Flex>
    </Card>
  );
}
