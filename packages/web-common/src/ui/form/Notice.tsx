import type { ReactNode } from 'react';
import styles from './form.module.css';

/** The mark in a notice's icon (antd's filled circles), by type. */
const ICON_MARK = { error: '×', success: '✓', info: 'i', warning: '!' } as const;

interface Props {
  type: 'error' | 'success' | 'info' | 'warning';
  title: ReactNode;
  children?: ReactNode;
  /** antd's `showIcon`: the type's icon before the text (the larger layout when there is a text). */
  showIcon?: boolean;
  /** antd's `closable`: a close button with this accessible name. */
  onClose?: () => void;
  closeLabel?: string;
  'data-testid'?: string;
}

/** A notice above a form (a refusal, a code sent, a word to staff): antd's Alert, without antd. */
export function Notice({
  type,
  title,
  children,
  showIcon,
  onClose,
  closeLabel,
  'data-testid': testId,
}: Props) {
  return (
    <div
      className={styles.notice}
      data-type={type}
      data-icon={showIcon || undefined}
      data-described={children ? true : undefined}
      role={type === 'error' ? 'alert' : 'status'}
      data-testid={testId}
    >
      {showIcon && (
        <span className={styles.noticeIcon} aria-hidden="true">
          {ICON_MARK[type]}
        </span>
      )}
      <div className={styles.noticeBody}>
        <p className={styles.noticeTitle}>{title}</p>
        {children && <div className={styles.noticeText}>{children}</div>}
      </div>
      {onClose && (
        <button type="button" className={styles.noticeClose} aria-label={closeLabel} onClick={onClose}>
          ×
        </button>
      )}
    </div>
  );
}
