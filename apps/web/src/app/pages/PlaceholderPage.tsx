import { Card, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMenuTitle } from '../../i18n/useMenuTitle';
import type { PageProps } from '../lazyPage';

/** Stands in for a menu page whose screen is not registered yet (app/pageRegistry.ts). */
export function PlaceholderPage({ menu }: PageProps) {
  const { t } = useTranslation();
  const title = useMenuTitle();
  return (
    <Card data-testid="placeholder-page">
      <Typography.Title level={4}>{menu && title(menu)}</Typography.Title>
      <Empty description={t('placeholder.building')} />
    </Card>
  );
}
