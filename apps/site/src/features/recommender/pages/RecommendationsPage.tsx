import { DECLARATION_STATUS_NAMES, type DeclarationView } from '@awards/shared/declarations';
import type { Page } from '@awards/shared/paging';
import { RECOMMENDER_FILTERS, type RecommenderFilter } from '@awards/shared/recommender';
import { translateShared } from '@awards/web-common/i18n';
import { App, Button, Segmented, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AddressPager, usePageParam } from '../../../components/AddressPager';
import styles from '../../../components/content.module.css';
import { PageFallback } from '../../../components/PageFallback';
import { usePageTitle } from '../../../components/usePageTitle';
import { fill, useTexts } from '../../../lib/texts';
import { RECOMMENDATIONS_PAGE_SIZE, recommenderApi } from '../api/recommendations';
import { RecommendationDetail } from '../components/RecommendationDetail';
import { T } from '../texts';

const FILTER_TEXTS = { waiting: T.waiting, recommended: T.recommended, not_recommended: T.notRecommended };
const ALL = 'all';
const EMPTY: Page<DeclarationView> = {
  pageNum: 1,
  pageSize: RECOMMENDATIONS_PAGE_SIZE,
  totalCount: 0,
  totalPage: 0,
  result: [],
};

/**
 * A recommending unit's work (docs/site.md "Recommending units"): the declarations naming it,
 * once they passed the formal examination, filtered by what it still has to decide (the
 * default) or decided; `?declaration=<id>` opens one, shown as the print view shows it, with
 * the decision.
 */
export function RecommendationsPage() {
  const title = usePageTitle();
  const texts = useTexts();
  const [params, setParams] = useSearchParams();
  const [page] = usePageParam();
  const open = params.get('declaration');
  const wanted = params.get('filter');
  const filter: RecommenderFilter | null =
    wanted === ALL ? null : (RECOMMENDER_FILTERS.find((f) => f === wanted) ?? 'waiting');
  const [rows, setRows] = useState<Page<DeclarationView> | null>(null);

  useEffect(() => {
    if (open !== null) return;
    setRows(null);
    void recommenderApi.page(page, filter).then(setRows, () => setRows(EMPTY));
  }, [open, page, filter]);

  const keep = (next: Record<string, string>) => {
    const kept: Record<string, string> = {};
    if (wanted) kept.filter = wanted;
    setParams({ ...kept, ...next });
  };

  return (
    <App component={false}>
      <section data-testid="site-recommendations">
        <h1 className={styles.heading}>{title}</h1>
        {open !== null ? (
          <RecommendationDetail declarationId={Number(open)} onLeave={() => keep({})} />
        ) : (
          <>
            <p className={styles.meta}>{texts(T.intro)}</p>
            <Segmented
              aria-label={texts(T.filter)}
              style={{ marginBottom: 12, maxWidth: '100%', overflowX: 'auto' }}
              value={filter ?? ALL}
              onChange={(value) => setParams({ filter: String(value) })}
              options={[
                ...RECOMMENDER_FILTERS.map((f) => ({ value: f, label: texts(FILTER_TEXTS[f]) })),
                { value: ALL, label: texts(T.all) },
              ]}
              data-testid="recommendations-filter"
            />
            {rows === null ? (
              <PageFallback />
            ) : rows.result.length === 0 ? (
              <p className={styles.empty}>{texts(T.empty)}</p>
            ) : (
              <>
                <ul className={styles.list}>
                  {rows.result.map((row) => (
                    <li
                      key={row.declarationId}
                      className={styles.card}
                      data-testid={`recommendation-${row.declarationId}`}
                    >
                      <h2 className={styles.cardTitle}>
                        {row.projectName}{' '}
                        <Tag color={row.status === 'passed' ? 'blue' : 'default'}>
                          {translateShared(DECLARATION_STATUS_NAMES[row.status])}
                        </Tag>
                      </h2>
                      <p className={styles.meta}>
                        {fill(texts(T.unit), { unit: row.unitName })}
                        <br />
                        {row.editionName} · {row.awardName}
                        {row.gradeName ? ` · ${row.gradeName}` : ''}
                      </p>
                      <Button
                        type={row.status === 'passed' ? 'primary' : 'default'}
                        onClick={() => keep({ declaration: String(row.declarationId) })}
                      >
                        {texts(row.status === 'passed' ? T.review : T.view)}
                      </Button>
                    </li>
                  ))}
                </ul>
                <AddressPager label={title} total={rows.totalCount} pageSize={RECOMMENDATIONS_PAGE_SIZE} />
              </>
            )}
          </>
        )}
      </section>
    </App>
  );
}
