import { Card, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Stands in for a menu page whose screen has not been built yet. */
export function PlaceholderPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Card>
      <Typography.Title level={4}>{title}</Typography.Title>
      <Empty description={t('placeholder.building')} />
    </Card>
  );
}
