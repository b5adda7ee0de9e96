import styles from './form.module.css';

/** The plain kit's buttons: `className={BUTTON}` with `data-variant="primary"` for the main one. */
export const BUTTON = styles.button;
