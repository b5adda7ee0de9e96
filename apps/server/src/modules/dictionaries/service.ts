import type { DictOption } from '@awards/shared/auth';
import {
  DICT_MESSAGES,
  DICT_TYPE,
  type DictAdd,
  type DictEdit,
  type DictItemsLookup,
  type DictItemsLookupResult,
  type DictView,
} from '@awards/shared/dictionaries';
import type { Locale, MessageRef } from '@awards/shared/i18n';
import { localised } from '@awards/shared/translations';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { dictionaries } from '../../db/schema';
import type { SessionUser } from '../../platform/auth/sessions';
import { groupBy } from '../../platform/collections';
import { badRequest, conflict, ruleViolation } from '../../platform/errors';
import type { InvalidationBus } from '../../platform/invalidation';
import { containsText } from '../../platform/text-match';
import { DICTIONARY_TOPIC, type DictItemCache } from './cache';
import { isBuiltInDictionary, presentDict, presentOption } from './presenter';
import type { DictItem, DictionariesApi, MirroredItem } from './public';
import {
  assertAppExists,
  nextSortNumber,
  requireDictionary,
  updateDictRow,
  writeDictionaries,
} from './store';

/**
 * Dictionaries (spec 001 §7 "Dictionaries"): the tree, the dictionaries' own
 * edits and order, and the reads other modules make through the item cache.
 * The items of a dictionary are in items.ts. Every change publishes the
 * dictionary topic after it commits, so each instance's cache reloads.
 */
export class DictionaryService implements DictionariesApi {
  constructor(
    private readonly db: Db,
    private readonly cache: DictItemCache,
    private readonly bus: InvalidationBus,
  ) {}

  itemsOf(category: string): Promise<DictItem[]> {
    return this.cache.itemsOf(category);
  }

  async allOptions(): Promise<Record<string, DictOption[]>> {
    const byCategory = await this.cache.byCategory();
    return Object.fromEntries(
      [...byCategory].map(([category, items]) => [category, items.map(presentOption)]),
    );
  }

  async labelsOf(category: string, locale: Locale, db?: DbOrTx): Promise<Map<string, string>> {
    const items = await this.cache.itemsOf(category, db);
    return new Map(items.map((item) => [item.code, localised(item.value, item.valueI18n, locale)]));
  }

  async labelOf(category: string, code: string, locale: Locale): Promise<string> {
    return (await this.labelsOf(category, locale)).get(code) ?? code;
  }

  async has(category: string, code: string, db?: DbOrTx): Promise<boolean> {
    return (await this.cache.itemsOf(category, db)).some((item) => item.code === code);
  }

  async lookup(q: DictItemsLookup): Promise<DictItemsLookupResult> {
    const items = await this.cache.itemsOf(q.categoryCode);
    const visible = q.appCode ? items.filter((i) => i.appCode === null || i.appCode === q.appCode) : items;
    return { dictList: visible.map(presentOption) };
  }

  async mirrorItems(category: string, items: MirroredItem[], by: string, tx: DbOrTx): Promise<void> {
    const parent = await tx.query.dictionaries.findFirst({
      where: and(
        eq(dictionaries.code, category),
        eq(dictionaries.dictType, DICT_TYPE.dictionary),
        isNull(dictionaries.parentId),
      ),
    });
    if (!parent) return;
    const existing = await tx
      .select({ id: dictionaries.id, code: dictionaries.code })
      .from(dictionaries)
      .where(eq(dictionaries.parentId, parent.id));
    const idOf = new Map(existing.map((r) => [r.code, r.id]));
    for (const item of items) {
      const id = idOf.get(item.code);
      const values = { value: item.value, valueI18n: item.valueI18n, sortNumber: item.sortNumber };
      if (id === undefined)
        await tx.insert(dictionaries).values({
          ...values,
          dictType: DICT_TYPE.item,
          parentId: parent.id,
          code: item.code,
          createBy: by,
        });
      else
        await tx
          .update(dictionaries)
          .set({ ...values, delFlag: 0, updateBy: by, updateTime: new Date() })
          .where(eq(dictionaries.id, id));
    }
    const kept = new Set(items.map((i) => i.code));
    const gone = existing.filter((r) => !kept.has(r.code)).map((r) => r.id);
    if (gone.length > 0) await tx.delete(dictionaries).where(inArray(dictionaries.id, gone));
  }

  async refresh(): Promise<void> {
    await this.bus.publish(DICTIONARY_TOPIC);
  }

  async tree(q: {
    keyword?: string | null | undefined;
    withItems?: boolean | undefined;
  }): Promise<DictView[]> {
    const roots = await this.db
      .select()
      .from(dictionaries)
      .where(
        and(
          eq(dictionaries.dictType, DICT_TYPE.dictionary),
          isNull(dictionaries.parentId),
          q.keyword
            ? or(containsText(dictionaries.code, q.keyword), containsText(dictionaries.value, q.keyword))
            : undefined,
        ),
      )
      .orderBy(asc(dictionaries.sortNumber), asc(dictionaries.id));
    if (q.withItems === false || roots.length === 0) return roots.map((row) => presentDict(row));
    const items = await this.db
      .select()
      .from(dictionaries)
      .where(
        inArray(
          dictionaries.parentId,
          roots.map((r) => r.id),
        ),
      )
      .orderBy(asc(dictionaries.sortNumber), asc(dictionaries.id));
    const itemsOf = groupBy(items, (item) => item.parentId);
    return roots.map((root) => ({
      ...presentDict(root),
      children: (itemsOf.get(root.id) ?? []).map((item) => presentDict(item, root.code)),
    }));
  }

  async add(user: SessionUser, form: DictAdd): Promise<DictView> {
    const row = await this.write(async (tx) => {
      await assertAppExists(tx, form.appId);
      const [created] = await tx
        .insert(dictionaries)
        .values({
          dictType: DICT_TYPE.dictionary,
          parentId: null,
          code: form.code,
          value: form.value,
          valueI18n: form.valueI18n ?? {},
          appId: form.appId ?? null,
          remarks: form.remarks ?? null,
          sortNumber: form.sortNumber ?? (await nextSortNumber(tx, null)),
          createBy: user.loginName,
        })
        .returning();
      return created!;
    }, DICT_MESSAGES.codeTaken);
    return presentDict(row);
  }

  async edit(user: SessionUser, form: DictEdit): Promise<DictView> {
    const row = await this.write(async (tx) => {
      const current = await requireDictionary(tx, form.dictId);
      if (form.code !== undefined && form.code !== current.code && isBuiltInDictionary(current.code)) {
        throw ruleViolation(DICT_MESSAGES.builtInCode);
      }
      await assertAppExists(tx, form.appId);
      const updated = await updateDictRow(tx, current.id, form, user.loginName);
      return updated;
    }, DICT_MESSAGES.codeTaken);
    return presentDict(row);
  }

  /** A dictionary goes with its items (the portal confirms first). */
  async delete(dictId: number): Promise<void> {
    await this.write(async (tx) => {
      const current = await requireDictionary(tx, dictId);
      if (isBuiltInDictionary(current.code)) throw ruleViolation(DICT_MESSAGES.builtInDelete);
      await tx.delete(dictionaries).where(eq(dictionaries.id, current.id));
    });
  }

  /** Reorders the dictionaries (parentDictId null) or the items of one dictionary. */
  async sort(user: SessionUser, q: { parentDictId: number | null; dictIds: number[] }): Promise<void> {
    await this.write(async (tx) => {
      if (q.parentDictId !== null) await requireDictionary(tx, q.parentDictId);
      const siblings = await tx
        .select({ id: dictionaries.id })
        .from(dictionaries)
        .where(
          q.parentDictId === null
            ? and(isNull(dictionaries.parentId), eq(dictionaries.dictType, DICT_TYPE.dictionary))
            : eq(dictionaries.parentId, q.parentDictId),
        );
      const siblingIds = new Set(siblings.map((s) => s.id));
      if (q.dictIds.some((id) => !siblingIds.has(id)))
        throw badRequest({ dictIds: DICT_MESSAGES.sortSiblings });
      if (q.dictIds.length !== siblingIds.size) throw conflict(DICT_MESSAGES.sortStale);
      const now = new Date();
      for (const [index, id] of q.dictIds.entries()) {
        await tx
          .update(dictionaries)
          .set({ sortNumber: index + 1, updateBy: user.loginName, updateTime: now })
          .where(eq(dictionaries.id, id));
      }
    });
  }

  private write<T>(change: (tx: DbOrTx) => Promise<T>, uniqueMessage?: MessageRef): Promise<T> {
    return writeDictionaries(this.db, this.bus, change, uniqueMessage);
  }
}
