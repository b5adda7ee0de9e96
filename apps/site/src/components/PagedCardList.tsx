import type { ReactNode } from 'react';
import { AddressPager, usePageParam } from './AddressPager';
import styles from './content.module.css';
import { type Loadable, LoadState } from './LoadState';
import { usePageTitle } from './usePageTitle';

interface Page<T> {
  result: T[];
  totalCount: number;
}

interface Props<T> {
  testId: string;
  /** The page's query, given the page number the address holds (?page=2). */
  useItems: (page: number) => Loadable<Page<T>>;
  pageSize: number;
  empty: string;
  itemKey: (item: T) => number | string;
  /** One card's content (its heading, meta lines, links). */
  children: (item: T) => ReactNode;
}

/**
 * A public list page: the page's title, its cards, the empty text, and the pager whose page
 * number lives in the address. The notices and the publicity lists are two of these.
 */
export function PagedCardList<T>({ testId, useItems, pageSize, empty, itemKey, children }: Props<T>) {
  const title = usePageTitle();
  const [page] = usePageParam();
  const query = useItems(page);
  return (
    <section data-testid={testId}>
      <h1 className={styles.heading}>{title}</h1>
      <LoadState query={query}>
        {(data) =>
          data.result.length === 0 ? (
            <p className={styles.empty}>{empty}</p>
          ) : (
            <>
              <ul className={styles.list}>
                {data.result.map((item) => (
                  <li key={itemKey(item)} className={styles.card}>
                    {children(item)}
                  </li>
                ))}
              </ul>
              <AddressPager label={title} total={data.totalCount} pageSize={pageSize} />
            </>
          )
        }
      </LoadState>
    </section>
  );
}
