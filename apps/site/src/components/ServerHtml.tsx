import styles from './content.module.css';

/** A notice's content: HTML the server sanitised through its one allow-list when it was saved. */
export function ServerHtml({ html }: { html: string | null | undefined }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server on save (platform/sanitise-html.ts)
  return <div className={styles.body} dangerouslySetInnerHTML={{ __html: html ?? '' }} />;
}
