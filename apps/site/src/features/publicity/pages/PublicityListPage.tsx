import { Link } from 'react-router';
import { AddressPager, usePageParam } from '../../../components/AddressPager';
import styles from '../../../components/content.module.css';
import { LoadState } from '../../../components/LoadState';
import { usePageTitle } from '../../../components/usePageTitle';
import { SITE_PATHS } from '../../../config/paths';
import { fill, useTexts } from '../../../lib/texts';
import { PUBLICITY_PAGE_SIZE, usePublicSnapshots } from '../api';
import { Period } from '../Period';
import { PUBLICITY_TEXTS as T } from '../texts';

/** The published lists (公示), newest first, each with its period and the days left. */
export function PublicityListPage() {
  const title = usePageTitle();
  const texts = useTexts();
  const [page] = usePageParam();
  const query = usePublicSnapshots(page);
  return (
    <section data-testid="site-publicity-list">
      <h1 className={styles.heading}>{title}</h1>
      <LoadState query={query}>
        {(data) =>
          data.result.length === 0 ? (
            <p className={styles.empty}>{texts(T.empty)}</p>
          ) : (
            <>
              <ul className={styles.list}>
                {data.result.map((snapshot) => (
                  <li key={snapshot.snapshotId} className={styles.card}>
                    <h2 className={styles.cardTitle}>
                      <Link to={SITE_PATHS.publicityList(snapshot.snapshotId)}>{snapshot.title}</Link>
                    </h2>
                    <p className={styles.meta}>
                      {snapshot.editionName} · {fill(texts(T.entries), { count: snapshot.entryCount })}
                    </p>
                    <Period snapshot={snapshot} />
                  </li>
                ))}
              </ul>
              <AddressPager label={title} total={data.totalCount} pageSize={PUBLICITY_PAGE_SIZE} />
            </>
          )
        }
      </LoadState>
    </section>
  );
}
