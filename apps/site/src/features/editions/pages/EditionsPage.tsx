import { AWARD_CATEGORIES } from '@awards/shared/awards';
import type { PublicEdition } from '@awards/shared/public-site';
import { translateShared } from '@awards/web-common/i18n';
import { Link } from 'react-router';
import styles from '../../../components/content.module.css';
import { FileLinks } from '../../../components/FileLinks';
import { LoadState } from '../../../components/LoadState';
import { usePageTitle } from '../../../components/usePageTitle';
import { SITE_PATHS } from '../../../config/paths';
import { useTexts } from '../../../lib/texts';
import { useEditionGuides, useOpenEditions } from '../api';
import { EDITION_TEXTS as T } from '../texts';
import { Windows } from '../Windows';

/** The editions open for declaration: each with its windows, its awards and its guides and forms. */
export function EditionsPage() {
  const title = usePageTitle();
  const texts = useTexts();
  const query = useOpenEditions();
  return (
    <section data-testid="site-editions">
      <h1 className={styles.heading}>{title}</h1>
      <LoadState query={query}>
        {(editions) =>
          editions.length === 0 ? (
            <p className={styles.empty}>{texts(T.empty)}</p>
          ) : (
            <ul className={styles.list}>
              {editions.map((edition) => (
                <li key={edition.editionId} className={styles.card}>
                  <Edition edition={edition} />
                </li>
              ))}
            </ul>
          )
        }
      </LoadState>
    </section>
  );
}

function Edition({ edition }: { edition: PublicEdition }) {
  const texts = useTexts();
  const guides = useEditionGuides(edition.editionId);
  const files = (guides.data?.result ?? []).flatMap((notice) => notice.msgFiles);
  return (
    <>
      <h2 className={styles.cardTitle}>{edition.editionName}</h2>
      {edition.remark && <p className={styles.meta}>{edition.remark}</p>}
      <Windows edition={edition} />
      <h3 className={styles.subheading}>{texts(T.awards)}</h3>
      <ul className={styles.files}>
        {edition.awards.map((award) => (
          <li key={award.awardId}>
            <Link className={styles.file} to={SITE_PATHS.award(edition.editionId, award.awardId)}>
              {award.awardName}
            </Link>{' '}
            <span className={styles.tag}>{translateShared(AWARD_CATEGORIES[award.category])}</span>
          </li>
        ))}
      </ul>
      <h3 className={styles.subheading}>{texts(T.guides)}</h3>
      {files.length > 0 ? (
        <FileLinks files={files} label={texts(T.guides)} />
      ) : (
        !guides.isPending && <p className={styles.meta}>{texts(T.noGuides)}</p>
      )}
      {(guides.data?.result ?? []).map((notice) => (
        <p key={notice.noticeId} className={styles.meta}>
          <Link to={SITE_PATHS.notice(notice.noticeId)}>{notice.titile}</Link>
        </p>
      ))}
    </>
  );
}
