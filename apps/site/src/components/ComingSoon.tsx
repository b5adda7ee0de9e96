import { useTranslation } from 'react-i18next';
import styles from './ComingSoon.module.css';

/** A page whose service is not open yet: its title, and that it will be here. */
export function ComingSoon({ title, testId }: { title: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <article className={styles.box} data-testid={testId}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{t('placeholder.text')}</p>
    </article>
  );
}
