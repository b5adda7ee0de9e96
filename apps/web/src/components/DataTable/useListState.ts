import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePageActive } from '../../lib/pageActive';
import {
  type AddressOptions,
  type FilterSpec,
  type FilterValues,
  readAddress,
  writeAddress,
} from './listAddress';
import type { Paging } from './types';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A new paging, or how to make it from the paging the address holds when it is written. */
export type PagingChange = Paging | ((current: Paging) => Paging);

export interface WriteOptions {
  /** Replace the history entry instead of adding one (typing, automatic corrections). */
  replace?: boolean;
}

/** A list's state as DataTable takes it (`list` prop). */
export interface ListState<F extends FilterValues = FilterValues> {
  filters: F;
  paging: Paging;
  setPaging: (paging: PagingChange, options?: WriteOptions) => void;
  /** A new search: the filters written, back to page 1 (page size and sort kept). */
  search: (filters: FilterValues, options?: WriteOptions) => void;
  /** Counts searches, so the query button asks again even with the same filters. */
  searchCount: number;
}

/**
 * The page, page size, sort and filters of a list, kept in the address (issue 14 item 3):
 * `?page=2&size=20&sort=createTime,desc&realname=张`. Reload, back and forward and a
 * copied link all show the same view. Defaults are left out of the address; a value that
 * does not fit `spec` (typed or edited by hand) reads as its default; every other
 * parameter (an open drawer's `?form=edit:12`) is kept. A search or a page change adds a
 * history entry, `{ replace: true }` does not.
 *
 * A page kept mounted while hidden (keep-alive, tabs) reads its own address (its route's
 * location) and never writes the browser's.
 *
 * ```tsx
 * const fields: SearchField[] = [...];
 * const list = useListState(searchSpec(fields));
 * <SearchForm fields={fields} values={list.filters} onSearch={(values) => list.search(values)} />
 * <DataTable list={list} filters={list.filters as UserFilters} ... />
 * ```
 */
export function useListState<F extends FilterValues = FilterValues>(
  spec: FilterSpec,
  options: AddressOptions = {},
): ListState<F> {
  const [params, setParams] = useSearchParams();
  const active = usePageActive();
  const [searchCount, setSearchCount] = useState(0);

  // The same values keep the same objects between renders: the form follows `filters`
  // only when they change (a page change leaves a half-typed filter alone), and a page
  // that converts them can memoise on them.
  const read = readAddress(params, spec, options);
  const last = useRef(read);
  const filters = same(last.current.filters, read.filters) ? last.current.filters : read.filters;
  const paging = same(last.current.paging, read.paging) ? last.current.paging : read.paging;
  last.current = { filters, paging };

  // Writes start from the address as it is now, not as a render saw it. A handler antd kept
  // from an earlier render (a sort clicked right after a page-size change) and a render the
  // router has not finished yet (its navigations are transitions: a slow machine clicks before
  // the new address is on screen) both hold an old address; so each write remembers what it
  // wrote, and the next write starts from that until a render shows the address moved on.
  const now = useRef({ params, setParams });
  now.current = { params, setParams };
  const pending = useRef<{ from: string; written: URLSearchParams } | null>(null);
  const currentParams = () => {
    const shown = now.current.params;
    const last = pending.current;
    return last && last.from === shown.toString() ? last.written : shown;
  };
  const write = (
    next: { filters?: FilterValues; paging: PagingChange },
    { replace = false }: WriteOptions = {},
  ) => {
    if (!active) return;
    const base = currentParams();
    const current = readAddress(base, spec, options);
    const written = writeAddress(
      base,
      spec,
      {
        filters: next.filters ?? current.filters,
        paging: typeof next.paging === 'function' ? next.paging(current.paging) : next.paging,
      },
      options,
    );
    if (written.toString() === base.toString()) return;
    pending.current = { from: now.current.params.toString(), written };
    now.current.setParams(written, { replace });
  };

  return {
    filters: filters as F,
    paging,
    setPaging: (next, writeOptions) => write({ paging: next }, writeOptions),
    search: (next, writeOptions) => {
      setSearchCount((count) => count + 1);
      write({ filters: next, paging: (current) => ({ ...current, pageNum: 1 }) }, writeOptions);
    },
    searchCount,
  };
}
