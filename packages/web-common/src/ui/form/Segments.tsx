import styles from './form.module.css';

interface Props<T extends string> {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}

/** Two or three choices side by side, the chosen one pressed (antd's Segmented, without antd). */
export function Segments<T extends string>({ label, value, options, onChange }: Props<T>) {
  return (
    <fieldset aria-label={label} className={styles.segments}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className={styles.segment}
          aria-pressed={option.value === value}
          onClick={() => option.value !== value && onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
