import { useLocalised } from '@awards/web-common/localised';
import { getProjectSettings } from '@awards/web-common/projectSettings';
import { useAsync } from '@awards/web-common/useAsync';
import styles from '../../../components/content.module.css';
import { PageFallback } from '../../../components/PageFallback';
import { usePageTitle } from '../../../components/usePageTitle';
import { useTexts } from '../../../lib/texts';

const NONE = ['联系方式暂未公布', '聯繫方式暫未公布', 'The contact details are not published yet'] as const;

/**
 * How to reach the federation's awards office: the project setting `contact` (the staff
 * portal's 项目设置 page), in the interface language, one line each (address, telephone, e-mail).
 */
export function ContactPage() {
  const title = usePageTitle();
  const texts = useTexts();
  const localise = useLocalised();
  const { data: settings, loading } = useAsync(getProjectSettings);
  const contact = settings?.contact ? localise(settings.contact, settings.contactI18n) : '';
  return (
    <section data-testid="site-contact">
      <h1 className={styles.heading}>{title}</h1>
      {loading ? (
        <PageFallback />
      ) : (
        <address className={styles.card} style={{ fontStyle: 'normal' }}>
          {contact ? (
            contact.split('\n').map((line) => (
              <p key={line} className={styles.text}>
                {line}
              </p>
            ))
          ) : (
            <p className={styles.text}>{texts(NONE)}</p>
          )}
        </address>
      )}
    </section>
  );
}
