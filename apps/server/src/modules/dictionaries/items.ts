import {
  DICT_MESSAGES,
  DICT_TYPE,
  type DictItemAdd,
  type DictItemEdit,
  type DictItemPageQuery,
  type DictView,
} from '@awards/shared/dictionaries';
import { DISCIPLINE_DICT } from '@awards/shared/experts';
import type { MessageRef } from '@awards/shared/i18n';
import { type Page, toPage } from '@awards/shared/paging';
import { SUBJECT_MESSAGES } from '@awards/shared/subjects';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { dictionaries } from '../../db/schema';
import type { SessionUser } from '../../platform/auth/sessions';
import { notFound, ruleViolation } from '../../platform/errors';
import type { InvalidationBus } from '../../platform/invalidation';
import { countRows, pagedQuery } from '../../platform/paging';
import { containsText } from '../../platform/text-match';
import { isBuiltInItem, presentDict } from './presenter';
import {
  assertAppExists,
  type DictRow,
  nextSortNumber,
  requireDictionary,
  updateDictRow,
  writeDictionaries,
} from './store';

/**
 * The items of a dictionary (spec 001 §7 "Dictionaries", the item table): the
 * page, add, edit and delete. Built-in items (those the code reads) keep their
 * codes and cannot be deleted.
 */
export class DictItemService {
  constructor(
    private readonly db: Db,
    private readonly bus: InvalidationBus,
  ) {}

  async page(q: DictItemPageQuery): Promise<Page<DictView>> {
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
    return pagedQuery(
      q,
      async (limit, offset) =>
        (
          await this.db
            .select()
            .from(dictionaries)
            .where(where)
            .orderBy(asc(dictionaries.sortNumber), asc(dictionaries.id))
            .limit(limit)
            .offset(offset)
        ).map((row) => presentDict(row, parent.code)),
      countRows(this.db, dictionaries, where),
    );
  }

  async add(user: SessionUser, form: DictItemAdd): Promise<DictView> {
    const [row, category] = await this.write(async (tx) => {
      const parent = await requireDictionary(tx, form.parentDictId, {
        parentDictId: DICT_MESSAGES.parentMissing,
      });
      assertMaintainedHere(parent.code);
      await assertAppExists(tx, form.appId);
      const [created] = await tx
        .insert(dictionaries)
        .values({
          dictType: DICT_TYPE.item,
          parentId: parent.id,
          code: form.code,
          value: form.value,
          valueI18n: form.valueI18n ?? {},
          appId: form.appId ?? null,
          remarks: form.remarks ?? null,
          sortNumber: form.sortNumber ?? (await nextSortNumber(tx, parent.id)),
          createBy: user.loginName,
        })
        .returning();
      return [created!, parent.code] as const;
    }, DICT_MESSAGES.itemCodeTaken);
    return presentDict(row, category);
  }

  async edit(user: SessionUser, form: DictItemEdit): Promise<DictView> {
    const [row, category] = await this.write(async (tx) => {
      const { item, category } = await requireItem(tx, form.dictId);
      assertMaintainedHere(category);
      if (form.code !== undefined && form.code !== item.code && isBuiltInItem(category, item.code)) {
        throw ruleViolation(DICT_MESSAGES.builtInCode);
      }
      await assertAppExists(tx, form.appId);
      const updated = await updateDictRow(tx, item.id, form, user.loginName);
      return [updated, category] as const;
    }, DICT_MESSAGES.itemCodeTaken);
    return presentDict(row, category);
  }

  /** One item or a batch, all or nothing; refused if any is built in. */
  async delete(dictIds: number[]): Promise<void> {
    await this.write(async (tx) => {
      const rows = await tx
        .select({ id: dictionaries.id, code: dictionaries.code, parentId: dictionaries.parentId })
        .from(dictionaries)
        .where(and(inArray(dictionaries.id, dictIds), eq(dictionaries.dictType, DICT_TYPE.item)));
      if (rows.length !== new Set(dictIds).size) throw notFound(DICT_MESSAGES.itemNotFound);
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
      for (const p of parents) assertMaintainedHere(p.code);
      const builtIn = rows.find((r) => isBuiltInItem(categoryOf.get(r.parentId!) ?? '', r.code));
      if (builtIn) throw ruleViolation(DICT_MESSAGES.builtInDeleteOf({ code: builtIn.code }));
      await tx.delete(dictionaries).where(inArray(dictionaries.id, dictIds));
    });
  }

  private write<T>(change: (tx: DbOrTx) => Promise<T>, uniqueMessage?: MessageRef): Promise<T> {
    return writeDictionaries(this.db, this.bus, change, uniqueMessage);
  }
}

/**
 * The discipline dictionary's items are the subject tree's (docs/domain.md "Subjects"): they are
 * changed on the subjects page, which writes them here, never on the dictionary page.
 */
function assertMaintainedHere(category: string): void {
  if (category === DISCIPLINE_DICT) throw ruleViolation(SUBJECT_MESSAGES.maintainedAsSubjects);
}

/** An item with its dictionary's code (what built-in items are keyed by). */
async function requireItem(tx: DbOrTx, dictId: number): Promise<{ item: DictRow; category: string }> {
  const item = await tx.query.dictionaries.findFirst({
    where: and(eq(dictionaries.id, dictId), eq(dictionaries.dictType, DICT_TYPE.item)),
  });
  if (!item?.parentId) throw notFound(DICT_MESSAGES.itemNotFound);
  const parent = await tx.query.dictionaries.findFirst({ where: eq(dictionaries.id, item.parentId) });
  return { item, category: parent?.code ?? '' };
}
