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

  it('gives other modules an item’s label in a language, the zh_CN name where none is entered', async () => {
    await renameMale('男');
    const bus = new LocalInvalidationBus();
    const service = new DictionaryService(db, new DictItemCache(db, bus), bus);
    expect(await service.labelOf('user_type', 'expert', 'en_GB')).toBe('Review expert');
    expect(await service.labelOf('user_type', 'expert', 'zh_TW')).toBe('評審專家');
    expect(await service.labelOf('user_type', 'expert', 'zh_CN')).toBe('评审专家');
    // An unknown code or category gives the code back.
    expect(await service.labelOf('user_type', 'robot', 'en_GB')).toBe('robot');
    expect(await service.labelOf('no_such', 'x', 'en_GB')).toBe('x');
    const grades = await service.labelsOf('grade', 'en_GB');
    expect(Object.fromEntries(grades)).toEqual({
      special: 'Special prize',
      first: 'First prize',
      second: 'Second prize',
      third: 'Third prize',
    });
    await db
      .update(dictionaries)
      .set({ valueI18n: { zh_TW: '男' } })
      .where(and(eq(dictionaries.dictType, 2), eq(dictionaries.code, '1'), eq(dictionaries.value, '男')));
    await bus.publish(DICTIONARY_TOPIC);
    expect(await service.labelOf('sex', '1', 'en_GB')).toBe('男');
    await db
      .update(dictionaries)
      .set({ valueI18n: { zh_TW: '男', en_GB: 'Male' } })
      .where(and(eq(dictionaries.dictType, 2), eq(dictionaries.code, '1'), eq(dictionaries.value, '男')));
  });

  it('tells whether a code is a live item of a dictionary', async () => {
    const bus = new LocalInvalidationBus();
    const service = new DictionaryService(db, new DictItemCache(db, bus), bus);
    expect(await service.has('discipline', 'energy')).toBe(true);
    expect(await service.has('discipline', 'astrology')).toBe(false);
    expect(await service.has('no_such', 'energy')).toBe(false);
    // An item deleted (del_flag 1) is no longer one, once the change is published.
    const energy = and(eq(dictionaries.dictType, 2), eq(dictionaries.code, 'energy'));
    await db.update(dictionaries).set({ delFlag: 1 }).where(energy);
    try {
      await bus.publish(DICTIONARY_TOPIC);
      expect(await service.has('discipline', 'energy')).toBe(false);
      expect((await service.labelsOf('discipline', 'zh_CN')).has('energy')).toBe(false);
    } finally {
      await db.update(dictionaries).set({ delFlag: 0 }).where(energy);
      await bus.publish(DICTIONARY_TOPIC);
    }
  });

  it('reads inside a transaction through it while the cache is empty or loading', async () => {
    const bus = new LocalInvalidationBus();
    const service = new DictionaryService(db, new DictItemCache(db, bus), bus);
    // On PGlite the cache's own load waits for the transaction: a reader waiting for it would hang.
    const inside = await db.transaction(async (tx) => ({
      has: await service.has('discipline', 'energy', tx),
      label: (await service.labelsOf('discipline', 'en_GB', tx)).get('energy'),
    }));
    expect(inside).toEqual({ has: true, label: 'Energy and power engineering' });
    expect(await service.has('discipline', 'energy')).toBe(true);
  });
});
