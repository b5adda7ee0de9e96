import { Link } from 'react-router';
import styles from '../../../components/content.module.css';
import { PagedCardList } from '../../../components/PagedCardList';
import { SITE_PATHS } from '../../../config/paths';
import { fill, useTexts } from '../../../lib/texts';
import { PUBLICITY_PAGE_SIZE, usePublicSnapshots } from '../api';
import { Period } from '../Period';
import { PUBLICITY_TEXTS as T } from '../texts';

/** The published lists (公示), newest first, each with its period and the days left. */
export function PublicityListPage() {
  const texts = useTexts();
  return (
    <PagedCardList
      testId="site-publicity-list"
      useItems={usePublicSnapshots}
      pageSize={PUBLICITY_PAGE_SIZE}
      empty={texts(T.empty)}
      itemKey={(snapshot) => snapshot.snapshotId}
    >
      {(snapshot) => (
        <>
          <h2 className={styles.cardTitle}>
            <Link to={SITE_PATHS.publicityList(snapshot.snapshotId)}>{snapshot.title}</Link>
          </h2>
          <p className={styles.meta}>
            {snapshot.editionName} · {fill(texts(T.entries), { count: snapshot.entryCount })}
          </p>
          <Period snapshot={snapshot} />
        </>
      )}
    </PagedCardList>
  );
}
