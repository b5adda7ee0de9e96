import styles from './PageFallback.module.css';

/** Shown while a page's code arrives, after 200 ms: a CSS spinner, so the first bundle carries no antd Spin. */
export function PageFallback() {
  return (
    <div className={styles.wrap} role="status" aria-busy="true">
      <div className={styles.spinner} />
    </div>
  );
}
