import type { DictOption } from '@awards/shared/auth';
import {
  DICT_MESSAGES,
  DICT_TYPE,
  type DictAdd,
  type DictEdit,
  type DictItemAdd,
  type DictItemEdit,
  type DictItemPageQuery,
  type DictItemsLookup,
  type DictItemsLookupResult,
  type DictView,
} from '@awards/shared/dictionaries';
import { type Page, toPage } from '@awards/shared/paging';
import { and, asc, count, eq, inArray, isNull, max, or, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { apps, dictionaries } from '../../db/schema';
import type { SessionUser } from '../../platform/auth/sessions';
import { groupBy } from '../../platform/collections';
import { isUniqueViolation } from '../../platform/db-errors';
import { badRequest, conflict, notFound, ruleViolation } from '../../platform/errors';
import type { InvalidationBus } from '../../platform/invalidation';
import { containsText } from '../../platform/text-match';
import { DICTIONARY_TOPIC, type DictItemCache, dictItemCacheOf, loadDictItems } from './cache';
import { isBuiltInDictionary, isBuiltInItem, presentDict, presentOption } from './presenter';

type DictRow = typeof dictionaries.$inferSelect;

/** Every dictionary's items by category code, as sent with a sign-in (`sysAllDictItems`). */
export async function allDictItems(db: DbOrTx): Promise<Record<string, DictOption[]>> {
  const byCategory = (await dictItemCacheOf(db)?.byCategory()) ?? (await loadDictItems(db));
  return Object.fromEntries([...byCategory].map(([category, items]) => [category, items.map(presentOption)]));
}

/**
 * Dictionaries and their items (spec 001 §7 "Dictionaries"). Every change
 * publishes the dictionary topic after it commits, so that each instance's
 * item cache reloads on its next read.
 */
export class DictionaryService {
  constructor(
    private readonly db: Db,
    private readonly cache: DictItemCache,
    private readonly bus: InvalidationBus,
  ) {}

  /** The items of one category from the cache (themes validate background codes with it). */
  itemsOf(category: string) {
    return this.cache.itemsOf(category);
  }

  async lookup(q: DictItemsLookup): Promise<DictItemsLookupResult> {
    const items = await this.cache.itemsOf(q.categoryCode);
    const visible = q.appCode ? items.filter((i) => i.appCode === null || i.appCode === q.appCode) : items;
    return { dictList: visible.map(presentOption) };
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
      await this.checkApp(tx, form.appId);
      const [created] = await tx
        .insert(dictionaries)
        .values({
          dictType: DICT_TYPE.dictionary,
          parentId: null,
          code: form.code,
          value: form.value,
          appId: form.appId ?? null,
          remarks: form.remarks ?? null,
          sortNumber: form.sortNumber ?? (await this.nextSort(tx, null)),
          createBy: user.loginName,
        })
        .returning();
      return created!;
    }, DICT_MESSAGES.codeTaken);
    return presentDict(row);
  }

  async edit(user: SessionUser, form: DictEdit): Promise<DictView> {
    const row = await this.write(async (tx) => {
      const current = await this.dictionary(tx, form.dictId);
      if (form.code !== undefined && form.code !== current.code && isBuiltInDictionary(current.code)) {
        throw ruleViolation(DICT_MESSAGES.builtInCode);
      }
      await this.checkApp(tx, form.appId);
      const [updated] = await tx
        .update(dictionaries)
        .set({
          code: form.code,
          value: form.value,
          appId: form.appId,
          remarks: form.remarks,
          sortNumber: form.sortNumber,
          updateBy: user.loginName,
          updateTime: new Date(),
        })
        .where(eq(dictionaries.id, current.id))
        .returning();
      return updated!;
    }, DICT_MESSAGES.codeTaken);
    return presentDict(row);
  }

  /** A dictionary goes with its items (the portal confirms first). */
  async delete(dictId: number): Promise<void> {
    await this.write(async (tx) => {
      const current = await this.dictionary(tx, dictId);
      if (isBuiltInDictionary(current.code)) throw ruleViolation(DICT_MESSAGES.builtInDelete);
      await tx.delete(dictionaries).where(eq(dictionaries.id, current.id));
    });
  }

  /** Reorders the dictionaries (parentDictId null) or the items of one dictionary. */
  async sort(user: SessionUser, q: { parentDictId: number | null; dictIds: number[] }): Promise<void> {
    await this.write(async (tx) => {
      if (q.parentDictId !== null) await this.dictionary(tx, q.parentDictId);
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

  async itemPage(q: DictItemPageQuery): Promise<Page<DictView>> {
    const parent = await this.db.query.dictionaries.findFirst({
      where: and(
        eq(dictionaries.dictType, DICT_TYPE.dictionary),
        q.parentDictId !== undefined
          ? eq(dictionaries.id, q.parentDictId)
          : eq(dictionaries.code, q.categoryCode!),
      ),
    });
    if (!parent) return toPage(q, 0, []);
    const where = and(
      eq(dictionaries.parentId, parent.id),
      q.code ? containsText(dictionaries.code, q.code) : undefined,
      q.value ? containsText(dictionaries.value, q.value) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(dictionaries)
        .where(where)
        .orderBy(asc(dictionaries.sortNumber), asc(dictionaries.id))
        .limit(q.pageSize)
        .offset((q.pageNum - 1) * q.pageSize),
      this.db.select({ n: count() }).from(dictionaries).where(where),
    ]);
    return toPage(
      q,
      total?.n ?? 0,
      rows.map((row) => presentDict(row, parent.code)),
    );
  }

  async itemAdd(user: SessionUser, form: DictItemAdd): Promise<DictView> {
    const [row, category] = await this.write(async (tx) => {
      const parent = await this.dictionary(tx, form.parentDictId, {
        parentDictId: DICT_MESSAGES.parentMissing,
      });
      await this.checkApp(tx, form.appId);
      const [created] = await tx
        .insert(dictionaries)
        .values({
          dictType: DICT_TYPE.item,
          parentId: parent.id,
          code: form.code,
          value: form.value,
          appId: form.appId ?? null,
          remarks: form.remarks ?? null,
          sortNumber: form.sortNumber ?? (await this.nextSort(tx, parent.id)),
          createBy: user.loginName,
        })
        .returning();
      return [created!, parent.code] as const;
    }, DICT_MESSAGES.itemCodeTaken);
    return presentDict(row, category);
  }

  async itemEdit(user: SessionUser, form: DictItemEdit): Promise<DictView> {
    const [row, category] = await this.write(async (tx) => {
      const { item, category } = await this.item(tx, form.dictId);
      if (form.code !== undefined && form.code !== item.code && isBuiltInItem(category, item.code)) {
        throw ruleViolation(DICT_MESSAGES.builtInCode);
      }
      await this.checkApp(tx, form.appId);
      const [updated] = await tx
        .update(dictionaries)
        .set({
          code: form.code,
          value: form.value,
          appId: form.appId,
          remarks: form.remarks,
          sortNumber: form.sortNumber,
          updateBy: user.loginName,
          updateTime: new Date(),
        })
        .where(eq(dictionaries.id, item.id))
        .returning();
      return [updated!, category] as const;
    }, DICT_MESSAGES.itemCodeTaken);
    return presentDict(row, category);
  }

  async itemDelete(dictIds: number[]): Promise<void> {
    await this.write(async (tx) => {
      const rows = await tx
        .select({ id: dictionaries.id, code: dictionaries.code, parentId: dictionaries.parentId })
        .from(dictionaries)
        .where(and(inArray(dictionaries.id, dictIds), eq(dictionaries.dictType, DICT_TYPE.item)));
      if (rows.length !== new Set(dictIds).size) throw notFound('字典项不存在');
      const parents = await tx
        .select({ id: dictionaries.id, code: dictionaries.code })
        .from(dictionaries)
        .where(
          inArray(
            dictionaries.id,
            rows.map((r) => r.parentId!),
          ),
        );
      const categoryOf = new Map(parents.map((p) => [p.id, p.code]));
      const builtIn = rows.find((r) => isBuiltInItem(categoryOf.get(r.parentId!) ?? '', r.code));
      if (builtIn) throw ruleViolation(`${DICT_MESSAGES.builtInDelete}（${builtIn.code}）`);
      await tx.delete(dictionaries).where(inArray(dictionaries.id, dictIds));
    });
  }

  /** Runs a change in a transaction, maps a lost uniqueness race to 409, then tells the caches. */
  private async write<T>(fn: (tx: DbOrTx) => Promise<T>, uniqueMessage?: string): Promise<T> {
    let result: T;
    try {
      result = await this.db.transaction(fn);
    } catch (error) {
      if (uniqueMessage && isUniqueViolation(error)) throw conflict(uniqueMessage);
      throw error;
    }
    await this.bus.publish(DICTIONARY_TOPIC);
    return result;
  }

  private async dictionary(tx: DbOrTx, dictId: number, missing?: Record<string, string>): Promise<DictRow> {
    const row = await tx.query.dictionaries.findFirst({
      where: and(eq(dictionaries.id, dictId), eq(dictionaries.dictType, DICT_TYPE.dictionary)),
    });
    if (!row) throw missing ? badRequest(missing) : notFound(DICT_MESSAGES.parentMissing);
    return row;
  }

  private async item(tx: DbOrTx, dictId: number): Promise<{ item: DictRow; category: string }> {
    const item = await tx.query.dictionaries.findFirst({
      where: and(eq(dictionaries.id, dictId), eq(dictionaries.dictType, DICT_TYPE.item)),
    });
    if (!item?.parentId) throw notFound('字典项不存在');
    const parent = await tx.query.dictionaries.findFirst({ where: eq(dictionaries.id, item.parentId) });
    return { item, category: parent?.code ?? '' };
  }

  private async checkApp(tx: DbOrTx, appId: number | null | undefined): Promise<void> {
    if (appId === null || appId === undefined) return;
    const [app] = await tx.select({ id: apps.id }).from(apps).where(eq(apps.id, appId));
    if (!app) throw badRequest({ appId: DICT_MESSAGES.appMissing });
  }

  /** New entries go last among their siblings. */
  private async nextSort(tx: DbOrTx, parentId: number | null): Promise<number> {
    const where: SQL =
      parentId === null
        ? and(isNull(dictionaries.parentId), eq(dictionaries.dictType, DICT_TYPE.dictionary))!
        : eq(dictionaries.parentId, parentId);
    const [row] = await tx
      .select({ top: max(dictionaries.sortNumber) })
      .from(dictionaries)
      .where(where);
    return (row?.top ?? 0) + 1;
  }
}
