import type { RunView } from '@awards/shared/review';
import { reportError } from '@awards/web-common/formErrors';
import { App, Button, Descriptions, Drawer, List, Typography } from 'antd';
import { useApply } from '../api/groups';
import { useReviewT } from '../i18n';

/** A proposed run: the diff's size, the quality figures, what is unfilled and why; applied on request. */
export function RunPreviewDrawer({
  run,
  groupName,
  onClose,
}: {
  run: RunView;
  groupName: string;
  onClose: () => void;
}) {
  const { t, tr } = useReviewT();
  const { message } = App.useApp();
  const apply = useApply();
  const q = run.quality;
  const submit = () =>
    apply.mutateAsync(run.runId).then(
      () => {
        void message.success(t('run.applied'));
        onClose();
      },
      (error) => reportError(error, message.error, tr),
    );
  return (
    <Drawer
      open
      size="large"
      title={t('run.title', { name: groupName })}
      onClose={onClose}
      extra={
        <Button
          type="primary"
          onClick={submit}
          loading={apply.isPending}
          disabled={run.status !== 'proposed'}
          data-testid="run-apply"
        >
          {t('run.apply')}
        </Button>
      }
    >
      <Descriptions column={1} size="small" bordered data-testid="run-figures">
        <Descriptions.Item label={t('run.added')}>{run.added.length}</Descriptions.Item>
        <Descriptions.Item label={t('run.removed')}>{run.removed.length}</Descriptions.Item>
        <Descriptions.Item label={t('run.meanMatch')}>{q?.meanMatch ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('run.minMatch')}>{q?.minMatch ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('run.load')}>
          {q ? `${q.minLoad} – ${q.maxLoad}（${q.meanLoad}）` : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('run.seed')}>{run.seed}</Descriptions.Item>
        {run.pairCap !== null && (
          <Descriptions.Item label={t('run.pairCap')}>{run.pairCap}</Descriptions.Item>
        )}
        <Descriptions.Item label={t('run.hash')}>
          <Typography.Text code copyable>
            {run.inputHash.slice(0, 16)}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('run.solver')}>{run.solver}</Descriptions.Item>
      </Descriptions>
      {run.unfilled.length > 0 && (
        <List
          header={t('run.unfilled')}
          dataSource={run.unfilled}
          renderItem={(u) => (
            <List.Item>
              #{u.declarationId}：{u.missing} · {tr(u.reason)}
            </List.Item>
          )}
        />
      )}
    </Drawer>
  );
}
