import { PUBLICITY_FIELD_NAMES, type PublicSnapshotDetail } from '@awards/shared/publicity-names';
import { translateShared } from '@awards/web-common/i18n';
import { Link, useParams } from 'react-router';
import styles from '../../../components/content.module.css';
import { LoadState } from '../../../components/LoadState';
import { usePageTitle } from '../../../components/usePageTitle';
import { SITE_PATHS } from '../../../config/paths';
import { fill, useTexts } from '../../../lib/texts';
import { usePublicSnapshot } from '../api';
import { Period } from '../Period';
import own from '../publicity.module.css';
import { PUBLICITY_TEXTS as T } from '../texts';

/**
 * One published list: its title, period and days left, and its entries with the whitelisted
 * fields only. During the period each entry offers 提出异议, which opens the objection form of
 * the signed-in area (built by the objections module) for that list and declaration.
 */
export function PublicityPage() {
  const texts = useTexts();
  const snapshotId = Number(useParams().snapshotId);
  const query = usePublicSnapshot(snapshotId);
  usePageTitle(query.data?.title);
  return (
    <article data-testid="site-publicity">
      <Link className={styles.back} to={SITE_PATHS.publicity}>
        ← {texts(T.back)}
      </Link>
      <LoadState query={query}>
        {(snapshot) => (
          <>
            <h1 className={styles.heading}>{snapshot.title}</h1>
            <p className={styles.meta}>
              {snapshot.editionName} · {fill(texts(T.entries), { count: snapshot.entryCount })}
            </p>
            <Period snapshot={snapshot} />
            {snapshot.open && <p className={own.note}>{texts(T.objectionNote)}</p>}
            <Entries snapshot={snapshot} />
            <p className={own.hash}>
              {texts(T.hash)}
              <span translate="no">{snapshot.contentHash}</span>
            </p>
          </>
        )}
      </LoadState>
    </article>
  );
}

function Entries({ snapshot }: { snapshot: PublicSnapshotDetail }) {
  const texts = useTexts();
  // The project's name heads each card; the other fields follow in the list's order.
  const others = snapshot.fields.filter((f) => f !== 'projectName');
  return (
    <ol className={own.entries} data-testid="site-publicity-entries">
      {snapshot.entries.map((entry, i) => (
        <li key={entry.declarationId} className={own.entry}>
          <p className={own.seq}>{fill(texts(T.seq), { n: i + 1 })}</p>
          {snapshot.fields.includes('projectName') && (
            <h2 className={own.project} translate="no">
              {entry.shown.projectName}
            </h2>
          )}
          <dl className={own.fields}>
            {others.map((field) => (
              <div key={field} style={{ display: 'contents' }}>
                <dt>{translateShared(PUBLICITY_FIELD_NAMES[field])}</dt>
                <dd translate="no">{entry.shown[field] ?? ''}</dd>
              </div>
            ))}
          </dl>
          {snapshot.open && (
            <p className={own.actions}>
              <Link
                className={own.objection}
                to={SITE_PATHS.objectionNew(snapshot.snapshotId, entry.declarationId)}
                data-testid={`site-publicity-object-${entry.declarationId}`}
              >
                {texts(T.objection)}
              </Link>
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
