import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './form.module.css';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  /** The field's message, already in the interface language; none: the field is fine. */
  error?: string | null;
  /** Beside the input, inside its border (a button that shows the password). */
  suffix?: ReactNode;
}

/**
 * A labelled input with its message below it, tied to it for screen readers: the site's plain
 * field, for pages that carry no antd (the sign-in page, on the first screens' budget).
 */
export function TextField({ id, label, error, suffix, ...input }: Props) {
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control} data-invalid={Boolean(error)}>
        <input
          id={id}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {suffix}
      </div>
      {error && (
        <div id={errorId} className={styles.error} data-testid={`${id}-error`}>
          {error}
        </div>
      )}
    </div>
  );
}

export const suffixClass = styles.suffix;
