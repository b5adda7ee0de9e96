import { Pagination } from 'antd';
import { useSearchParams } from 'react-router';
import styles from './content.module.css';

/** The page number a list keeps in the address (`?page=2`; page 1 leaves it out). */
export function usePageParam(): [page: number, setPage: (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  // The list's other choices in the address (a filter) stay.
  return [
    page,
    (next) =>
      setParams((current) => {
        const kept = new URLSearchParams(current);
        if (next === 1) kept.delete('page');
        else kept.set('page', String(next));
        return kept;
      }),
  ];
}

/** A list's pager, shown only when there is more than one page; it writes the page to the address. */
export function AddressPager({ label, total, pageSize }: { label: string; total: number; pageSize: number }) {
  const [page, setPage] = usePageParam();
  if (total <= pageSize) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <Pagination simple current={page} pageSize={pageSize} total={total} onChange={setPage} />
    </nav>
  );
}
