import type { Translation } from '@awards/shared/translations';
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { apps, dictionaries } from '../../db/schema';
import { groupBy } from '../../platform/collections';
import type { InvalidationBus } from '../../platform/invalidation';

/** The topic every dictionary change publishes. */
export const DICTIONARY_TOPIC = 'dictionaries';

export interface CachedDictItem {
  code: string;
  /** The name in zh_CN. */
  value: string;
  /** The name's zh_TW and en_GB versions (translations.ts). */
  valueI18n: Translation;
  /** The app the item belongs to; null for an item every app shares. */
  appCode: string | null;
}

const parent = alias(dictionaries, 'parent');

/** Every live item by category code, in display order. */
export async function loadDictItems(db: DbOrTx): Promise<Map<string, CachedDictItem[]>> {
  const rows = await db
    .select({
      category: parent.code,
      code: dictionaries.code,
      value: dictionaries.value,
      valueI18n: dictionaries.valueI18n,
      appCode: apps.appCode,
    })
    .from(dictionaries)
    .innerJoin(parent, eq(parent.id, dictionaries.parentId))
    .leftJoin(apps, eq(apps.id, dictionaries.appId))
    .where(and(eq(dictionaries.dictType, 2), eq(dictionaries.delFlag, 0), eq(parent.delFlag, 0)))
    .orderBy(asc(parent.code), asc(dictionaries.sortNumber), asc(dictionaries.id));
  return new Map(
    [...groupBy(rows, (row) => row.category)].map(([category, items]) => [
      category,
      items.map(({ code, value, valueI18n, appCode }) => ({ code, value, valueI18n, appCode })),
    ]),
  );
}

/**
 * The items held in memory: every sign-in and every dictionary select reads
 * them, and they change rarely. The loading promise itself is cached, so that
 * concurrent readers share one query, and dropped on invalidation, so that a
 * load begun before a change committed is never kept.
 *
 * A reader inside a transaction gives it (`db`) and never waits for a load that has
 * not finished: on PGlite that load may be queued behind the very transaction waiting
 * for it. It reads through its transaction instead, while the cache's own load runs.
 */
export class DictItemCache {
  private loading: Promise<Map<string, CachedDictItem[]>> | null = null;
  private loaded = false;

  constructor(
    private readonly db: DbOrTx,
    bus: InvalidationBus,
  ) {
    bus.subscribe(DICTIONARY_TOPIC, () => this.clear());
  }

  byCategory(db?: DbOrTx): Promise<Map<string, CachedDictItem[]>> {
    if (!this.loading) {
      const loading = loadDictItems(this.db);
      this.loading = loading;
      loading.then(
        () => {
          if (this.loading === loading) this.loaded = true;
        },
        // A failed load is not remembered: the next reader tries again.
        () => {
          if (this.loading === loading) this.loading = null;
        },
      );
    }
    return db && !this.loaded ? loadDictItems(db) : this.loading;
  }

  async itemsOf(category: string, db?: DbOrTx): Promise<CachedDictItem[]> {
    return (await this.byCategory(db)).get(category) ?? [];
  }

  clear(): void {
    this.loading = null;
    this.loaded = false;
  }
}
