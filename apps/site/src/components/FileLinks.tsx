import styles from './content.module.css';

/** Downloadable files (a notice's attachments, an edition's guides and forms): each a plain link. */
export function FileLinks({ files, label }: { files: { fileName: string; url: string }[]; label: string }) {
  if (files.length === 0) return null;
  return (
    <ul className={styles.files} aria-label={label}>
      {files.map((file) => (
        <li key={file.url}>
          <a className={styles.file} href={file.url} download={file.fileName}>
            {file.fileName}
          </a>
        </li>
      ))}
    </ul>
  );
}
