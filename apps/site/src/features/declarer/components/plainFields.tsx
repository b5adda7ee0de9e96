import type { ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import styles from './plainFields.module.css';

/** A card of plain fields or text (antd's small Card, without antd), with its title if any. */
export function PlainCard({ children, title }: { children: ReactNode; title?: string }) {
  return (
    <section className={styles.card}>
      {title && <h2 className={styles.cardTitle}>{title}</h2>}
      {children}
    </section>
  );
}

interface ItemProps {
  id: string;
  label: string;
  /** The field must be filled in: antd's mark beside the label, aria-required on the control. */
  required?: boolean;
  /** The field's message, already in the interface language; none: the field is fine. */
  error?: string | null;
  /** A hint below the control (antd's `extra`). */
  extra?: ReactNode;
  children: (aria: {
    id: string;
    'aria-required'?: true;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
  }) => ReactNode;
}

/**
 * One labelled field: the label tied to the control, the message (and hint) below it tied by
 * aria-describedby, aria-invalid while it has a message.
 */
export function PlainItem({ id, label, required, error, extra, children }: ItemProps) {
  const described = [error ? `${id}-error` : null, extra ? `${id}-extra` : null].filter(Boolean).join(' ');
  return (
    <div className={styles.item}>
      <label htmlFor={id} className={styles.label}>
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
        {label}
      </label>
      {children({
        id,
        'aria-required': required ? true : undefined,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      {error && (
        <div id={`${id}-error`} className={styles.error} data-testid={`${id}-error`}>
          {error}
        </div>
      )}
      {extra && (
        <div id={`${id}-extra`} className={styles.extra}>
          {extra}
        </div>
      )}
    </div>
  );
}

export interface Option<V extends string | number> {
  value: V;
  label: string;
}

interface SelectProps<V extends string | number>
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> {
  value: V | null | undefined;
  options: Option<V>[];
  onChange: (value: V | undefined) => void;
}

/**
 * A native select (the phone's own picker; type-ahead on a computer) with a blank first choice:
 * choosing it clears the field, as antd's clear button did.
 */
export function PlainSelect<V extends string | number>({
  value,
  options,
  onChange,
  ...rest
}: SelectProps<V>) {
  const index = options.findIndex((o) => o.value === value);
  return (
    <select
      {...rest}
      className={`${styles.control} ${styles.select}`}
      value={index < 0 ? '' : String(index)}
      onChange={(e) => onChange(e.target.value === '' ? undefined : options[Number(e.target.value)]?.value)}
    >
      <option value="" />
      {options.map((o, i) => (
        <option key={String(o.value)} value={String(i)}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

export function PlainInput(props: React.InputHTMLAttributes<HTMLInputElement>) {
  return <input {...props} className={styles.control} />;
}

/** A text area with antd's count below it (`showCount`). */
export function PlainTextArea(props: TextareaHTMLAttributes<HTMLTextAreaElement> & { value: string }) {
  return (
    <>
      <textarea {...props} className={`${styles.control} ${styles.textarea}`} />
      {props.maxLength !== undefined && (
        <div className={styles.count} aria-hidden="true">
          {props.value.length} / {props.maxLength}
        </div>
      )}
    </>
  );
}
