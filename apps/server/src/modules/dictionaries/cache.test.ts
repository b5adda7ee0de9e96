import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { dictionaries } from '../../db/schema';
import { LocalInvalidationBus } from '../../platform/invalidation';
import { openTestDatabase } from '../../test/database';
import { DICTIONARY_TOPIC, DictItemCache } from './cache';
import { DictionaryService } from './service';

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  const test = await openTestDatabase({ seeded: true });
  db = test.database.db;
  drop = test.drop;
});
afterAll(() => drop());

const renameMale = (value: string) =>
  db
    .update(dictionaries)
    .set({ value })
    .where(
      and(
        eq(dictionaries.dictType, 2),
        eq(dictionaries.code, '1'),
        eq(dictionaries.value, value === '男' ? '男士' : '男'),
      ),
    );

describe('the dictionary item cache', () => {
  it('keeps its copy until the topic is published, then reloads', async () => {
    const bus = new LocalInvalidationBus();
    const cache = new DictItemCache(db, bus);
    expect((await cache.itemsOf('sex'))[0]?.value).toBe('男');
    await renameMale('男士');
    // A write that did not publish (another instance's, before its message) is not seen yet.
    expect((await cache.itemsOf('sex'))[0]?.value).toBe('男');
    await bus.publish(DICTIONARY_TOPIC);
    expect((await cache.itemsOf('sex'))[0]?.value).toBe('男士');
    await renameMale('男');
    await bus.publish(DICTIONARY_TOPIC);
  });

  it('shares one load between concurrent readers', async () => {
    const cache = new DictItemCache(db, new LocalInvalidationBus());
    const [a, b] = await Promise.all([cache.byCategory(), cache.byCategory()]);
    expect(a).toBe(b);
  });

  it('serves every dictionary’s options (what a sign-in sends) from the cache', async () => {
    const bus = new LocalInvalidationBus();
    const service = new DictionaryService(db, new DictItemCache(db, bus), bus);
    const first = await service.allOptions();
    expect(first.sex?.map((o) => o.code)).toEqual(['1', '2']);
    await renameMale('男士');
    expect((await service.allOptions()).sex?.[0]?.value).toBe('男');
    await bus.publish(DICTIONARY_TOPIC);
    expect((await service.allOptions()).sex?.[0]?.value).toBe('男士');
  });
});
