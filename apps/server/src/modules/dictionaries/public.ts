import type { DictOption } from '@awards/shared/auth';
import type { CachedDictItem } from './cache';

/** A live item of a dictionary: its code, its text, and the app it belongs to (null: every app). */
export type DictItem = CachedDictItem;

/**
 * What other modules read of the dictionaries (the sign-in, themes, experts):
 * the live items, through this instance's cache, which every dictionary change
 * invalidates on every instance.
 */
export interface DictionariesApi {
  /** The live items of one dictionary, by its code, in display order (none for an unknown code). */
  itemsOf(category: string): Promise<DictItem[]>;
  /** Every dictionary's items as options, by dictionary code (a sign-in's `sysAllDictItems`). */
  allOptions(): Promise<Record<string, DictOption[]>>;
}
