import { useTranslation } from 'react-i18next';
import styles from './LoginTabs.module.css';

export type LoginTab = 'password' | 'phone';

interface Props {
  active: LoginTab;
  onChange: (tab: LoginTab) => void;
}

/**
 * The sign-in page's two ways in (issue 19 item 6): password, or phone and SMS code. Plain
 * buttons with the tab roles, not antd Tabs, which the sign-in page's bundle budget cannot carry.
 */
export function LoginTabs({ active, onChange }: Props) {
  const { t } = useTranslation();
  const tab = (key: LoginTab, label: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={active === key}
      className={active === key ? `${styles.tab} ${styles.active}` : styles.tab}
      data-testid={`login-tab-${key}`}
      onClick={() => onChange(key)}
    >
      {label}
    </button>
  );
  return (
    <div role="tablist" className={styles.tabs}>
      {tab('password', t('login.tabPassword'))}
      {tab('phone', t('login.tabPhone'))}
    </div>
  );
}
