import type { PublicEdition } from '@awards/shared/public-site';
import { formatDateTime } from '@awards/web-common/format';
import styles from '../../components/content.module.css';
import { useTexts } from '../../lib/texts';
import { EDITION_TEXTS as T } from './texts';

const WINDOWS = ['declaration', 'examination', 'review', 'publicity'] as const;
const day = (value: string | null) => formatDateTime(value, 'YYYY-MM-DD HH:mm');

/** An edition's windows that are set, each from … to … in the display zone. */
export function Windows({ edition }: { edition: Omit<PublicEdition, 'awards'> }) {
  const texts = useTexts();
  const shown = WINDOWS.filter((w) => edition[`${w}Start`] || edition[`${w}End`]);
  if (shown.length === 0) return null;
  return (
    <dl className={styles.definitions}>
      {shown.map((w) => (
        <div key={w} style={{ display: 'contents' }}>
          <dt>{texts(T[w])}</dt>
          <dd>
            {day(edition[`${w}Start`])} {texts(T.to)} {day(edition[`${w}End`])}
          </dd>
        </div>
      ))}
    </dl>
  );
}
