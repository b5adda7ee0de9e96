import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMenuTitle } from '../../i18n/useMenuTitle';
import type { PageProps } from '../lazyPage';

/**
 * Reached when an external menu's path is typed or bookmarked: the menu itself opens
 * the link in a new window (spec 000 §2), and this page offers the same.
 */
export function ExternalLinkPage({ menu }: PageProps) {
  const { t } = useTranslation();
  const title = useMenuTitle();
  const url = menu?.meta.url ?? '';
  return (
    <Result
      status="info"
      title={menu && title(menu)}
      subTitle={url}
      extra={
        <Button type="primary" href={url} target="_blank" rel="noopener noreferrer">
          {t('placeholder.openLink')}
        </Button>
      }
    />
  );
}
