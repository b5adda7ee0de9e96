import type { ReactNode } from 'react';
import styles from './form.module.css';

interface Props {
  type: 'error' | 'success' | 'info';
  title: ReactNode;
  children?: ReactNode;
  'data-testid'?: string;
}

/** A notice above a form (a refusal, a code sent, a word to staff): antd's Alert, without antd. */
export function Notice({ type, title, children, 'data-testid': testId }: Props) {
  return (
    <div
      className={styles.notice}
      data-type={type}
      role={type === 'error' ? 'alert' : 'status'}
      data-testid={testId}
    >
      <p className={styles.noticeTitle}>{title}</p>
      {children && <p className={styles.noticeText}>{children}</p>}
    </div>
  );
}
