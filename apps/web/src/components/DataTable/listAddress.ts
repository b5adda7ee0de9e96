import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from './constants';
import type { OrderBy, Paging } from './types';

/**
 * How one filter is written in the address:
 * - 'string', 'number', 'boolean': one value (`?realname=张`, `?status=1`, `?mine=true`);
 * - 'strings', 'numbers': the key repeated (`?status=1&status=2`);
 * - 'dateRange': two ISO days joined by a comma (`?time=2024-01-01,2024-01-31`);
 * - 'numberRange': two numbers, either end may be empty (`?score=60,`).
 */
export type ParamType = 'string' | 'number' | 'boolean' | 'strings' | 'numbers' | 'dateRange' | 'numberRange';

export interface ParamSpec {
  type: ParamType;
  /** The only values accepted (a select's options); anything else is dropped. */
  oneOf?: readonly (string | number)[];
}

/** The filters of one list: name → how it is written. Other names in the address are not the list's. */
export type FilterSpec = Record<string, ParamType | ParamSpec>;

export type FilterValues = Record<string, unknown>;

export interface AddressOptions {
  defaultPageSize?: number;
  /** The sort when the address names none (left out of the address). */
  defaultSort?: OrderBy;
  /** Prefixes every name, for a second list on the same page (`m.page`, `m.realname`). */
  prefix?: string;
}

export const PAGE_PARAM = 'page';
export const SIZE_PARAM = 'size';
export const SORT_PARAM = 'sort';

/** A text longer than this is no filter anyone typed: dropped rather than sent. */
const MAX_TEXT = 200;
const MAX_PAGE = 1_000_000;
const NUMBER = /^-?\d{1,15}(\.\d{1,6})?$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SORT_FIELD = /^[A-Za-z][A-Za-z0-9_.]{0,63}$/;

const specOf = (entry: ParamType | ParamSpec): ParamSpec =>
  typeof entry === 'string' ? { type: entry } : entry;

const text = (raw: string): string | undefined => {
  const value = raw.trim();
  return value && value.length <= MAX_TEXT && !value.includes('\0') ? value : undefined;
};

const number = (raw: string): number | undefined => (NUMBER.test(raw.trim()) ? Number(raw) : undefined);

/** A real calendar day in ISO form (2024-02-30 is not one). */
const isoDay = (raw: string): string | undefined => {
  const match = ISO_DAY.exec(raw.trim());
  if (!match) return undefined;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
    ? raw.trim()
    : undefined;
};

const allowed = (spec: ParamSpec, value: string | number | undefined) =>
  value !== undefined && (!spec.oneOf || spec.oneOf.includes(value));

/** One filter from its raw values, or undefined where they do not fit its type. */
function parseOne(spec: ParamSpec, raws: string[]): unknown {
  const first = raws[0];
  if (first === undefined) return undefined;
  const keep = <V extends string | number>(value: V | undefined) =>
    allowed(spec, value) ? value : undefined;
  switch (spec.type) {
    case 'string':
      return keep(text(first));
    case 'number':
      return keep(number(first));
    case 'boolean':
      return first === 'true' ? true : first === 'false' ? false : undefined;
    case 'strings':
    case 'numbers': {
      const parse = spec.type === 'strings' ? text : number;
      const values = raws.map((raw) => keep(parse(raw)));
      // One bad value spoils the list: a half-applied filter would show other rows.
      return values.length && values.every((v) => v !== undefined) ? values : undefined;
    }
    case 'dateRange': {
      const [from, to, ...rest] = first.split(',').map(isoDay);
      return from && to && !rest.length && from <= to ? [from, to] : undefined;
    }
    case 'numberRange': {
      const parts = first.split(',');
      if (parts.length !== 2) return undefined;
      const [min, max] = parts.map((part) => (part === '' ? undefined : number(part)));
      const bad = parts.some((part, i) => part !== '' && [min, max][i] === undefined);
      return bad || (min === undefined && max === undefined) ? undefined : [min, max];
    }
  }
}

/** One filter's value as address values (none for an empty one). */
function formatOne(spec: ParamSpec, value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  switch (spec.type) {
    case 'strings':
    case 'numbers':
      return Array.isArray(value)
        ? value.filter((v) => v !== undefined && v !== '').map(String)
        : [String(value)];
    case 'dateRange':
    case 'numberRange': {
      if (!Array.isArray(value) || value.every((v) => v === undefined || v === null || v === '')) return [];
      return [value.map((v) => (v === undefined || v === null ? '' : String(v))).join(',')];
    }
    default:
      return [String(value)];
  }
}

export interface ListAddress {
  filters: FilterValues;
  paging: Paging;
}

/** The list's state read from the address; a value that does not fit is as if absent. */
export function readAddress(
  params: URLSearchParams,
  spec: FilterSpec,
  options: AddressOptions = {},
): ListAddress {
  const name = (key: string) => `${options.prefix ?? ''}${key}`;
  const filters: FilterValues = {};
  for (const [key, entry] of Object.entries(spec)) {
    const value = parseOne(specOf(entry), params.getAll(name(key)));
    if (value !== undefined) filters[key] = value;
  }
  const defaultSize = options.defaultPageSize ?? DEFAULT_PAGE_SIZE;
  const page = Number(params.get(name(PAGE_PARAM)));
  const size = Number(params.get(name(SIZE_PARAM)));
  const paging: Paging = {
    pageNum: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    pageSize: PAGE_SIZE_OPTIONS.includes(size) ? size : defaultSize,
  };
  const sort = params.get(name(SORT_PARAM));
  // `sort=` is "unsorted" said over a default sort; a sort that does not read is the default.
  const orderBy = sort === '' ? undefined : (readSort(sort) ?? options.defaultSort);
  if (orderBy) paging.orderBy = orderBy;
  return { filters, paging };
}

function readSort(raw: string | null): OrderBy | undefined {
  const [field, order, ...rest] = (raw ?? '').split(',');
  if (!field || !SORT_FIELD.test(field) || rest.length) return undefined;
  return order === 'asc' || order === 'desc' ? { field, order } : undefined;
}

const sameSort = (a: OrderBy | undefined, b: OrderBy | undefined) =>
  a?.field === b?.field && a?.order === b?.order;

/**
 * The address with the list's state written over its own names, defaults left out, and
 * every other parameter (an open form's `?form=edit:12`...) as it was.
 */
export function writeAddress(
  params: URLSearchParams,
  spec: FilterSpec,
  { filters, paging }: ListAddress,
  options: AddressOptions = {},
): URLSearchParams {
  const name = (key: string) => `${options.prefix ?? ''}${key}`;
  const next = new URLSearchParams(params);
  for (const key of [...Object.keys(spec), PAGE_PARAM, SIZE_PARAM, SORT_PARAM]) next.delete(name(key));
  for (const [key, entry] of Object.entries(spec)) {
    for (const value of formatOne(specOf(entry), filters[key])) next.append(name(key), value);
  }
  if (paging.pageNum > 1) next.set(name(PAGE_PARAM), String(paging.pageNum));
  if (paging.pageSize !== (options.defaultPageSize ?? DEFAULT_PAGE_SIZE))
    next.set(name(SIZE_PARAM), String(paging.pageSize));
  if (!sameSort(paging.orderBy, options.defaultSort)) {
    // No sort where a default one exists is said out loud: `sort=` (as the table asked).
    next.set(name(SORT_PARAM), paging.orderBy ? `${paging.orderBy.field},${paging.orderBy.order}` : '');
  }
  return next;
}
