import styles from './PageFallback.module.css';

/**
 * Shown while a lazily loaded page arrives, after 200 ms: a CSS spinner like index.html's
 * skeleton, so the first bundle does not carry antd's Spin for it.
 */
export function PageFallback() {
  return (
    <div className={styles.wrap} role="status" aria-busy="true">
      <div className={styles.spinner} />
    </div>
  );
}
