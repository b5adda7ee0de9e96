import { DECLARATION_STATUS_NAMES } from '@awards/shared/declarations';
import { EDITION_STATUS_NAMES } from '@awards/shared/editions';
import { renderMessage } from '@awards/shared/i18n';
import {
  PUBLICITY_MESSAGES as M,
  PUBLICITY_FIELD_NAMES,
  type PublicityField,
  type PublicityPreview,
  type PublicityPublish,
  type PublicityUnpublish,
  publicityEnd,
  type SnapshotDetail,
} from '@awards/shared/publicity';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { declarations, editions, publicitySnapshots } from '../../db/schema';
import type { DisplayClock } from '../../platform/clock';
import { notFound, ruleViolation } from '../../platform/errors';
import { escapeHtml, htmlTable } from '../../platform/print-html';
import { iso } from '../../platform/time';
import { asStaff, type DeclarationsApi, type SignedInUser } from '../declarations/public';
import type { EditionsApi } from '../editions/public';
import type { NoticesApi } from '../notices/public';
import type { ResultsApi } from '../results/public';
import { presentDetail } from './presenter';
import {
  buildEntries,
  confirmedEntries,
  confirmedLists,
  contentHash,
  type SnapshotRow,
  sourcesOf,
} from './repository';
import { readSettings } from './settings';

/** Snapshots that still stand: before or in their period. */
export const LIVE = ['scheduled', 'published'] as const;

/** A start this far in the past still counts as "now" (the form's clock and the server's differ). */
const START_SLACK_MS = 5 * 60_000;

/** The address of a published list on the public site. */
export const siteAddress = (snapshotId: number) => `/site/publicity/${snapshotId}`;

/**
 * Publish and withdraw (docs/domain.md "Publicity"): a snapshot of the edition's confirmed lists,
 * its declarations taking `publicise` and the edition entering publicity in one transaction, with
 * the public notice; a withdrawal keeps its reason and takes the notice down.
 */
export class PublishService {
  constructor(
    private readonly db: Db,
    private readonly clock: DisplayClock,
    private readonly apis: {
      declarations: DeclarationsApi;
      editions: EditionsApi;
      notices: NoticesApi;
      results: ResultsApi;
    },
  ) {}

  /** What publish would write, without writing (the same refusals). */
  async preview(input: PublicityPublish, now = new Date()): Promise<PublicityPreview> {
    return this.db.transaction(async (tx) => {
      const plan = await this.plan(tx, input, now);
      return {
        editionId: input.editionId,
        title: plan.title,
        fields: plan.fields,
        startTime: iso(plan.start)!,
        endTime: iso(plan.end)!,
        contentHash: plan.hash,
        sources: plan.sources,
        entries: plan.entries,
      };
    });
  }

  async publish(user: SignedInUser, input: PublicityPublish, now = new Date()): Promise<SnapshotDetail> {
    return this.db.transaction(async (tx) => {
      const plan = await this.plan(tx, input, now);
      await this.apis.editions.enterPublicity(
        tx,
        user,
        input.editionId,
        { start: plan.start, end: plan.end },
        renderMessage(M.editionNote({ title: plan.title })),
      );
      const caller = asStaff(user);
      const opinion = renderMessage(M.publicisedOpinion({ title: plan.title }));
      for (const id of plan.toPublicise)
        await this.apis.declarations.move(caller, id, 'publicise', opinion, { tx, now });
      const [row] = await tx
        .insert(publicitySnapshots)
        .values({
          editionId: input.editionId,
          stage: 'proposed',
          title: plan.title,
          fields: plan.fields,
          entries: plan.entries,
          contentHash: plan.hash,
          sources: plan.sources,
          status: plan.start > now ? 'scheduled' : 'published',
          startTime: plan.start,
          endTime: plan.end,
          publishedBy: user.loginName,
          publishedTime: now,
        })
        .returning();
      const noticeId = await this.apis.notices.insertPublicNotice(tx, {
        title: plan.title,
        abstract: renderMessage(
          M.period({
            start: this.clock.format(plan.start, 'minute'),
            end: this.clock.format(plan.end, 'minute'),
          }),
        ),
        content: this.noticeBody(row!, plan.editionName),
        editionId: input.editionId,
        startTime: plan.start,
        busType: 'publicity',
        busId: String(row!.id),
        operator: user.loginName,
      });
      const [stored] = await tx
        .update(publicitySnapshots)
        .set({ noticeId })
        .where(eq(publicitySnapshots.id, row!.id))
        .returning();
      return presentDetail(stored!, now);
    });
  }

  /** Withdraws a scheduled or published list with the reason (kept); its declarations stay in publicity. */
  async unpublish(user: SignedInUser, input: PublicityUnpublish): Promise<SnapshotDetail> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(publicitySnapshots)
        .where(eq(publicitySnapshots.id, input.snapshotId))
        .for('update');
      if (!row) throw notFound(M.notFound);
      const now = new Date();
      if (!(LIVE as readonly string[]).includes(row.status) || now >= row.endTime)
        throw ruleViolation(M.alreadyUnpublished);
      const [stored] = await tx
        .update(publicitySnapshots)
        .set({
          status: 'unpublished',
          unpublishedBy: user.loginName,
          unpublishedTime: now,
          unpublishReason: input.reason,
        })
        .where(eq(publicitySnapshots.id, row.id))
        .returning();
      if (row.noticeId !== null) await this.apis.notices.withdrawNotice(tx, row.noticeId, user.loginName);
      return presentDetail(stored!, now);
    });
  }

  /** Everything publish needs, read and checked under the edition's row lock (505 on the first refusal). */
  private async plan(tx: DbOrTx, input: PublicityPublish, now: Date) {
    const edition = await this.apis.editions.lock(tx, input.editionId);
    const live = await tx.$count(
      publicitySnapshots,
      and(eq(publicitySnapshots.editionId, input.editionId), inArray(publicitySnapshots.status, [...LIVE])),
    );
    // A correction: the edition in publicity, its previous list withdrawn (or ended).
    const correction = edition.status === 'publicity';
    if (edition.status !== 'reviewing' && !correction)
      throw ruleViolation(M.editionNotReviewing({ status: EDITION_STATUS_NAMES[edition.status] }));
    if (live > 0) throw ruleViolation(M.liveSnapshot);
    let lists = await confirmedLists(this.apis.results, tx, input.editionId);
    if (lists.length === 0) throw ruleViolation(M.noConfirmedList);
    if (input.awardIds) {
      const wanted = new Set(input.awardIds);
      const missing = [...wanted].filter((id) => !lists.some((l) => l.awardId === id));
      if (missing.length > 0) throw ruleViolation(M.awardNotConfirmed({ award: `#${missing.join(', #')}` }));
      lists = lists.filter((l) => wanted.has(l.awardId));
    }
    const entries = await confirmedEntries(
      this.apis.results,
      tx,
      input.editionId,
      lists.map((l) => l.listId),
    );
    if (entries.length === 0) throw ruleViolation(M.noConfirmedList);
    const statuses = await tx
      .select({ id: declarations.id, status: declarations.status, projectName: declarations.projectName })
      .from(declarations)
      .where(
        inArray(
          declarations.id,
          entries.map((e) => e.declarationId),
        ),
      )
      .orderBy(asc(declarations.id));
    for (const d of statuses) {
      const fine = d.status === 'proposed' || (correction && d.status === 'publicity');
      if (!fine)
        throw ruleViolation(
          M.notProposed({ project: d.projectName, status: DECLARATION_STATUS_NAMES[d.status] }),
        );
    }
    const settings = await readSettings(tx, input.editionId);
    const fields: PublicityField[] = input.fields ?? settings.fields.proposed;
    const start = input.startTime ? new Date(input.startTime) : now;
    if (start.getTime() < now.getTime() - START_SLACK_MS) throw ruleViolation(M.startInPast);
    const effectiveStart = start < now ? now : start;
    const end = publicityEnd(effectiveStart, settings.periodDays, this.clock.zone);
    const shown = await buildEntries(tx, lists, entries, fields);
    const [named] = await tx
      .select({ name: editions.editionName })
      .from(editions)
      .where(eq(editions.id, input.editionId));
    const editionName = named?.name ?? '';
    return {
      editionName,
      title: input.title ?? renderMessage(M.defaultTitle({ edition: editionName })),
      fields,
      start: effectiveStart,
      end,
      entries: shown,
      hash: contentHash(fields, shown),
      sources: sourcesOf(lists, entries),
      toPublicise: statuses.filter((d) => d.status === 'proposed').map((d) => d.id),
    };
  }

  /** The notice's body: the period, the link to the list on the site, and the list itself. */
  private noticeBody(row: SnapshotRow, editionName: string): string {
    const t = (ref: string) => renderMessage(ref);
    const body = t(
      M.noticeBody({
        edition: editionName,
        start: this.clock.format(row.startTime, 'date'),
        end: this.clock.format(new Date(row.endTime.getTime() - 1), 'date'),
      }),
    );
    const fields = row.fields as PublicityField[];
    const headers = [t(M.seq), ...fields.map((f) => t(PUBLICITY_FIELD_NAMES[f]))];
    const rows = row.entries.map((e, i) => [i + 1, ...fields.map((f) => e.shown[f] ?? '')]);
    return `<p>${escapeHtml(body)}</p><p><a href="${siteAddress(row.id)}">${escapeHtml(t(M.noticeLink))}</a></p>${htmlTable(headers, rows, t(M.none))}`;
  }
}
