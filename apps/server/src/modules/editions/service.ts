import {
  EDITION_MESSAGES,
  EDITION_STATUS_NAMES,
  type EditionAdd,
  type EditionDetail,
  type EditionOption,
  type EditionPageQuery,
  type EditionUpdate,
  type EditionView,
  windowProblems,
} from '@awards/shared/editions';
import { RTN } from '@awards/shared/envelope';
import type { Page } from '@awards/shared/paging';
import { and, desc, eq, getTableColumns, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { editionAwards, editions } from '../../db/schema';
import { onUniqueViolation } from '../../platform/db-errors';
import { AppError, badRequest, notFound, ruleViolation } from '../../platform/errors';
import { countRows, pagedQuery } from '../../platform/paging';
import { containsText } from '../../platform/text-match';
import { awardsOfEdition } from './awards-of-edition';
import { assertEditable } from './editability';
import { presentEdition } from './presenter';
import { windowInput, windowsOf } from './windows';

type Actor = { loginName: string };

/** Editions are about one a year: a picker never needs more. */
const OPTIONS_LIMIT = 200;

/** Qualified by hand: Drizzle writes the outer id bare, and edition_awards has an id too. */
const awardCount =
  sql<number>`(select count(*) from ${editionAwards} where ${editionAwards.editionId} = "editions"."id")`.mapWith(
    Number,
  );

/**
 * Editions (docs/domain.md "Editions"): the list, detail with its awards, add,
 * update (name, year, windows: until finished, windows re-checked as a whole),
 * delete (draft only). Awards in an edition: edition-awards.ts; status: status.ts.
 */
export class EditionService {
  constructor(private readonly db: Db) {}

  async page(query: EditionPageQuery): Promise<Page<EditionView>> {
    const where = and(
      query.editionName ? containsText(editions.editionName, query.editionName) : undefined,
      query.year !== undefined ? eq(editions.year, query.year) : undefined,
      query.status ? eq(editions.status, query.status) : undefined,
    );
    return pagedQuery(
      query,
      async (limit, offset) =>
        (
          await this.select(where).orderBy(desc(editions.year), desc(editions.id)).limit(limit).offset(offset)
        ).map(presentEdition),
      countRows(this.db, editions, where),
    );
  }

  /** For pickers in other areas (pushing experts, filters): newest first, bounded. */
  async options(): Promise<EditionOption[]> {
    return this.db
      .select({
        editionId: editions.id,
        editionName: editions.editionName,
        year: editions.year,
        status: editions.status,
      })
      .from(editions)
      .orderBy(desc(editions.year), desc(editions.id))
      .limit(OPTIONS_LIMIT) as Promise<EditionOption[]>;
  }

  async detail(editionId: number, db: DbOrTx = this.db): Promise<EditionDetail> {
    const [row] = await this.select(eq(editions.id, editionId), db);
    if (!row) throw notFound(EDITION_MESSAGES.notFound);
    return { ...presentEdition(row), awards: await awardsOfEdition(db, editionId) };
  }

  async add(actor: Actor, input: EditionAdd): Promise<EditionDetail> {
    await this.assertNameFree(input.editionName);
    const { editionName, year, remark, sortNumber } = input;
    return this.write(async (tx) => {
      const [row] = await tx
        .insert(editions)
        .values({ editionName, year, remark, sortNumber, ...windowInput(input), createBy: actor.loginName })
        .returning({ id: editions.id });
      return this.detail(row!.id, tx);
    });
  }

  /** Fields left out stay; the merged windows must still be in order (400 on the offending field). */
  async update(actor: Actor, input: EditionUpdate): Promise<EditionDetail> {
    const { editionId, editionName, year, remark, sortNumber } = input;
    if (editionName) await this.assertNameFree(editionName, editionId);
    return this.write(async (tx) => {
      const current = await lockEdition(tx, editionId);
      assertEditable(current.status, 'edition');
      const windows = { ...windowsOf(current), ...windowInput(input) };
      const problems = windowProblems(windows);
      if (problems.length > 0)
        throw badRequest(Object.fromEntries(problems.map((p) => [p.field, p.message])));
      await tx
        .update(editions)
        .set({
          editionName,
          year,
          remark,
          sortNumber,
          ...windows,
          updateBy: actor.loginName,
          updateTime: new Date(),
        })
        .where(eq(editions.id, editionId));
      return this.detail(editionId, tx);
    });
  }

  /** Only a draft can be deleted: anything later has a history (and, later, declarations). */
  async remove(editionId: number): Promise<{ count: number }> {
    await this.db.transaction(async (tx) => {
      const current = await lockEdition(tx, editionId);
      if (current.status !== 'draft')
        throw ruleViolation(
          EDITION_MESSAGES.onlyDraftDelete({ status: EDITION_STATUS_NAMES[current.status] }),
        );
      // Its awards, grades and standards go with it (cascade).
      await tx.delete(editions).where(eq(editions.id, editionId));
    });
    return { count: 1 };
  }

  private select(where: SQL | undefined, db: DbOrTx = this.db) {
    return db
      .select({ ...getTableColumns(editions), awardCount })
      .from(editions)
      .where(where);
  }

  private async assertNameFree(editionName: string, exceptId?: number): Promise<void> {
    const taken = await this.db.$count(
      editions,
      and(eq(editions.editionName, editionName), exceptId ? ne(editions.id, exceptId) : undefined),
    );
    if (taken > 0) throw nameTaken();
  }

  /** The unique edition name is the last word on a duplicate: a lost race is the same 409. */
  private write<T>(fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
    return onUniqueViolation(() => this.db.transaction(fn), nameTaken);
  }
}

/** The edition row, locked for the rest of the transaction, or 404. */
export async function lockEdition(tx: DbOrTx, editionId: number) {
  const [row] = await tx.select().from(editions).where(eq(editions.id, editionId)).for('update');
  if (!row) throw notFound(EDITION_MESSAGES.notFound);
  return row;
}

const nameTaken = () =>
  new AppError(409, RTN.conflict, EDITION_MESSAGES.editionNameTaken, null, {
    editionName: EDITION_MESSAGES.editionNameTaken,
  });
