import { useLocalised } from '@awards/web-common/localised';
import { Layout, Typography } from 'antd';
import { type CSSProperties, Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { type FilingLink, useProjectSettings } from './api/projectSettings';
import styles from './shell.module.css';

function Filing({ link }: { link: FilingLink | null | undefined }) {
  if (!link?.text) return null;
  return (
    <Typography.Link
      href={link.url}
      target="_blank"
      rel="noopener noreferrer"
      type="secondary"
      translate="no"
    >
      {link.text}
    </Typography.Link>
  );
}

/**
 * The shell's footer: copyright and filing links; it may be fixed or hidden (spec 000 §2).
 * Nothing is written until the settings are read: the default copyright followed by a bare
 * separator used to flash on every load ("奖励申报系统 |", issue 14 item 9); a separator
 * stands only between two links, and on a phone, where the two links take a line each, none
 * (a wrapped row left it hanging at the end of the first line).
 */
export function GlobalFooter({ fixed, style }: { fixed: boolean; style?: CSSProperties }) {
  const { t } = useTranslation();
  const { data: settings, isError } = useProjectSettings();
  const localise = useLocalised();
  const links = [settings?.filingPublicSecurity, settings?.filingIcp].filter((link) => link?.text);
  const ready = settings !== undefined || isError;
  return (
    <Layout.Footer
      data-testid="global-footer"
      className={`${styles.footer} ${fixed ? styles.footerFixed : ''}`}
      style={style}
    >
      {ready && (
        <div data-testid="footer-copyright">
          {(settings?.copyright && localise(settings.copyright, settings.copyrightI18n)) ||
            t('layout.copyright')}
        </div>
      )}
      {links.length > 0 && (
        <div className={styles.filings}>
          {links.map((link, index) => (
            <Fragment key={link?.url ?? link?.text}>
              {index > 0 && (
                <span className={styles.filingSeparator} aria-hidden="true">
                  |
                </span>
              )}
              <Filing link={link} />
            </Fragment>
          ))}
        </div>
      )}
    </Layout.Footer>
  );
}
