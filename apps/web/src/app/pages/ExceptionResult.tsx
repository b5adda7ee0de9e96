import { getProjectSettings } from '@awards/web-common/projectSettings';
import { useAsync } from '@awards/web-common/useAsync';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../i18n/documentTitle';

const SUBTITLE_KEY = {
  403: 'exception.forbidden',
  404: 'exception.notFound',
  500: 'exception.serverError',
} as const;

/** The error pages /403, /404 and /500 of spec 000 §2, localised, with a way home. */
export function ExceptionResult({ status }: { status: keyof typeof SUBTITLE_KEY }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: settings } = useAsync(getProjectSettings);
  useDocumentTitle(String(status), settings);
  return (
    <Result
      status={status}
      title={status}
      subTitle={t(SUBTITLE_KEY[status])}
      data-testid={`exception-${status}`}
      extra={
        <Button type="primary" onClick={() => void navigate('/')}>
          {t('exception.backHome')}
        </Button>
      }
    />
  );
}
