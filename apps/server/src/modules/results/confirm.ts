import { createHash } from 'node:crypto';
import type { Locale } from '@awards/shared/i18n';
import { RESULT_MESSAGES as M, type ResultListView, type ResultReopen } from '@awards/shared/results';
import { and, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { editions, resultEntries, resultLists } from '../../db/schema';
import { notFound, ruleViolation } from '../../platform/errors';
import { asStaff, type DeclarationsApi, type SignedInUser } from '../declarations/public';
import { entriesOf, listView } from './repository';
import type { ResultService } from './service';

/** The canonical JSON of a list's entries (rank order, fixed keys): what its hash covers. */
export function canonicalEntries(
  entries: readonly {
    declarationId: number;
    rank: number;
    score: number | null;
    gradeLevel: number | null;
    gradeName: string | null;
  }[],
): string {
  return JSON.stringify(
    [...entries]
      .sort((a, b) => a.rank - b.rank)
      .map((e) => ({
        declarationId: e.declarationId,
        rank: e.rank,
        score: e.score,
        gradeLevel: e.gradeLevel,
        gradeName: e.gradeName,
      })),
  );
}

export const contentHash = (canonical: string) =>
  createHash('sha256').update(canonical, 'utf8').digest('hex');

/**
 * Confirming and reopening (RESULT_CONFIRM, RESULT_REOPEN): one transaction writes the list and
 * its entries and takes, through the lifecycle, `propose` for each graded declaration and
 * `not_award` for the others; a refusal of any undoes the whole.
 */
export class ResultConfirmService {
  constructor(
    private readonly db: Db,
    private readonly results: ResultService,
    private readonly declarations: DeclarationsApi,
  ) {}

  async confirm(
    user: SignedInUser,
    editionId: number,
    awardId: number,
    locale: Locale,
  ): Promise<ResultListView> {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: editions.id }).from(editions).where(eq(editions.id, editionId)).for('update');
      const computed = await this.results.compute(tx, editionId, awardId, locale);
      if (computed.blockedRef) throw ruleViolation(computed.blockedRef);
      const entries = computed.waiting.map((r, i) => ({
        declarationId: r.declarationId,
        rank: i + 1,
        score: r.ranked,
        gradeLevel: r.gradeLevel,
        gradeName: r.gradeName,
      }));
      const [last] = await tx
        .select({ v: max(resultLists.version) })
        .from(resultLists)
        .where(and(eq(resultLists.editionId, editionId), eq(resultLists.awardId, awardId)));
      const [list] = await tx
        .insert(resultLists)
        .values({
          editionId,
          awardId,
          version: (last?.v ?? 0) + 1,
          method: computed.view.method,
          contentHash: contentHash(canonicalEntries(entries)),
          confirmedBy: user.loginName,
        })
        .returning();
      await tx.insert(resultEntries).values(entries.map((e) => ({ listId: list!.id, ...e })));
      const caller = asStaff(user, locale);
      for (const e of [...entries].sort((a, b) => a.declarationId - b.declarationId))
        await this.declarations.move(
          caller,
          e.declarationId,
          e.gradeLevel === null ? 'not_award' : 'propose',
          null,
          {
            tx,
          },
        );
      const written = await entriesOf(tx, [list!.id]);
      return listView(
        list!,
        written.map(({ listId: _, ...e }) => e),
      );
    });
  }

  /** A recorded decision reopens the confirmed list: its declarations, graded or not, go back to the meeting. */
  async reopen(user: SignedInUser, input: ResultReopen, locale: Locale): Promise<ResultListView> {
    return this.db.transaction(async (tx) => {
      const [list] = await tx
        .select()
        .from(resultLists)
        .where(eq(resultLists.id, input.listId))
        .for('update');
      if (!list) throw notFound(M.listNotFound);
      if (list.status !== 'confirmed') throw ruleViolation(M.notConfirmed);
      const [row] = await tx
        .update(resultLists)
        .set({
          status: 'reopened',
          reopenedBy: user.loginName,
          reopenedTime: new Date(),
          reopenReason: input.reason,
          reopenDocumentNo: input.documentNo,
        })
        .where(eq(resultLists.id, list.id))
        .returning();
      const entries = await entriesOf(tx, [list.id]);
      const caller = asStaff(user, locale);
      const opinion = `${input.reason}（${input.documentNo}）`;
      for (const e of [...entries].sort((a, b) => a.declarationId - b.declarationId))
        await this.declarations.move(caller, e.declarationId, 'reopen_result', opinion, { tx });
      return listView(
        row!,
        entries.map(({ listId: _, ...e }) => e),
      );
    });
  }
}
