import { Layout, Space, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalised } from '../i18n/localised';
import { type FilingLink, useProjectSettings } from './api/projectSettings';
import styles from './shell.module.css';

function Filing({ link }: { link: FilingLink | null | undefined }) {
  if (!link?.text) return null;
  return (
    <Typography.Link href={link.url} target="_blank" rel="noopener noreferrer" type="secondary">
      {link.text}
    </Typography.Link>
  );
}

/** The shell's footer: copyright and filing links; it may be fixed or hidden (spec 000 §2). */
export function GlobalFooter({ fixed, style }: { fixed: boolean; style?: CSSProperties }) {
  const { t } = useTranslation();
  const { data: settings } = useProjectSettings();
  const localise = useLocalised();
  return (
    <Layout.Footer
      data-testid="global-footer"
      className={`${styles.footer} ${fixed ? styles.footerFixed : ''}`}
      style={style}
    >
      <div>
        {(settings?.copyright && localise(settings.copyright, settings.copyrightI18n)) ||
          t('layout.copyright')}
      </div>
      <Space separator="|" wrap style={{ justifyContent: 'center' }}>
        <Filing link={settings?.filingPublicSecurity} />
        <Filing link={settings?.filingIcp} />
      </Space>
    </Layout.Footer>
  );
}
