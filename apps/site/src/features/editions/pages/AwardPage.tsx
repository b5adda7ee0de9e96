import { AWARD_CATEGORIES } from '@awards/shared/awards';
import { translateShared } from '@awards/web-common/i18n';
import { Link, useParams } from 'react-router';
import styles from '../../../components/content.module.css';
import { LoadState } from '../../../components/LoadState';
import { usePageTitle } from '../../../components/usePageTitle';
import { SITE_PATHS, signInPath } from '../../../config/paths';
import { fill, useTexts } from '../../../lib/texts';
import { useOpenAward } from '../api';
import { EDITION_TEXTS as T } from '../texts';
import { Windows } from '../Windows';

/** One award of an edition open for declaration: what it is, its grades and places, its windows. */
export function AwardPage() {
  const texts = useTexts();
  const params = useParams();
  const query = useOpenAward(Number(params.editionId), Number(params.awardId));
  usePageTitle(query.data?.award.awardName);
  return (
    <article data-testid="site-award">
      <Link className={styles.back} to={SITE_PATHS.editions}>
        ← {texts(T.back)}
      </Link>
      <LoadState query={query}>
        {({ edition, award }) => (
          <div className={styles.card}>
            <h1 className={styles.heading}>{award.awardName}</h1>
            <ul className={styles.tags}>
              <li className={styles.tag}>{translateShared(AWARD_CATEGORIES[award.category])}</li>
              <li className={styles.tag}>{edition.editionName}</li>
            </ul>
            {award.description && (
              <>
                <h2 className={styles.subheading}>{texts(T.description)}</h2>
                <p className={styles.body}>{award.description}</p>
              </>
            )}
            {award.grades.length > 0 && (
              <>
                <h2 className={styles.subheading}>{texts(T.grades)}</h2>
                <ul className={styles.tags}>
                  {award.grades.map((grade) => (
                    <li key={grade.gradeLevel} className={styles.tag}>
                      {fill(texts(T.quota), { grade: grade.gradeName, quota: grade.quota })}
                    </li>
                  ))}
                </ul>
              </>
            )}
            <h2 className={styles.subheading}>{edition.editionName}</h2>
            <Windows edition={edition} />
            <p>
              <Link className={styles.back} to={signInPath(SITE_PATHS.account)}>
                {texts(T.declare)} →
              </Link>
            </p>
          </div>
        )}
      </LoadState>
    </article>
  );
}
