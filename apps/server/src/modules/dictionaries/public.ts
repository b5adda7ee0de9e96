import type { DictOption } from '@awards/shared/auth';
import type { Locale } from '@awards/shared/i18n';
import type { Translation } from '@awards/shared/translations';
import type { DbOrTx } from '../../db/client';
import type { CachedDictItem } from './cache';

/** A live item of a dictionary: its code, its text (zh_CN, with its other versions), and the app it belongs to (null: every app). */
export type DictItem = CachedDictItem;

/** An item written by the module that maintains a dictionary's items elsewhere (the subjects). */
export interface MirroredItem {
  code: string;
  value: string;
  valueI18n: Translation;
  sortNumber: number;
}

/**
 * What other modules read of the dictionaries (the sign-in, themes, experts, the exports
 * and prints): the live items, through this instance's cache, which every dictionary
 * change invalidates on every instance.
 *
 * `db`, where a method takes one: the caller's transaction when it reads inside one.
 * While the cache is loading, the items are then read through it: on PGlite a read beside
 * an open transaction waits for that transaction to end, so the caller would wait forever.
 */
export interface DictionariesApi {
  /** The live items of one dictionary, by its code, in display order (none for an unknown code). */
  itemsOf(category: string): Promise<DictItem[]>;
  /** Every dictionary's items as options, by dictionary code (a sign-in's `sysAllDictItems`). */
  allOptions(): Promise<Record<string, DictOption[]>>;
  /**
   * The label of each live item of one dictionary in a language, by item code: its version
   * for that language, or its zh_CN name where none is entered. For a list, an export or a
   * print: one read of the cache for every row.
   */
  labelsOf(category: string, locale: Locale, db?: DbOrTx): Promise<Map<string, string>>;
  /** One item's label in a language (as labelsOf); the code itself when it names no live item. */
  labelOf(category: string, code: string, locale: Locale): Promise<string>;
  /** Is `code` a live item of the dictionary `category` (false for an unknown dictionary)? */
  has(category: string, code: string, db?: DbOrTx): Promise<boolean>;
  /**
   * Makes the items of `category` exactly `items` (by code: added, renamed, reordered, and the
   * others removed), inside the caller's transaction `tx`; call `refresh()` once it commits.
   * For a dictionary whose items another module maintains (the discipline tree): the
   * dictionary page refuses to change those items.
   */
  mirrorItems(category: string, items: MirroredItem[], by: string, tx: DbOrTx): Promise<void>;
  /** Tells every instance's item cache to reload (after a mirrorItems commit). */
  refresh(): Promise<void>;
}
