import { formatDateTime } from '@awards/web-common/format';
import { Button, Typography } from 'antd';
import { ItemList, ListItem } from '../../../components/ItemList/ItemList';
import { useJobsT } from '../i18n';

/** The next firings the server computed for the expression in the field ('see execution time'). */
export function CronPreview({ firings }: { firings: string[] | null }) {
  const { t } = useJobsT();
  if (!firings) return null;
  return (
    <ItemList
      size="small"
      bordered
      header={<Typography.Text strong>{t('form.nextFirings')}</Typography.Text>}
      items={firings}
      itemKey={(time) => time}
      renderItem={(time, index) => (
        <ListItem>
          {index + 1}. {formatDateTime(time)}
        </ListItem>
      )}
      data-testid="cron-firings"
      style={{ marginBottom: 16 }}
    />
  );
}

export function PreviewButton({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  const { t } = useJobsT();
  return (
    <Button onClick={onClick} loading={loading} data-testid="cron-preview">
      {t('form.preview')}
    </Button>
  );
}
