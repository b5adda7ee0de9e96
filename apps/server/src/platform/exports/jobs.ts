import { PassThrough, type Readable } from 'node:stream';
import {
  EXPORT_MAX_ROWS,
  EXPORT_MAX_RUNNING,
  EXPORT_MESSAGES,
  EXPORT_PAGE_ROWS,
  EXPORT_RETENTION_DAYS,
  EXPORT_SYNC_MAX_ROWS,
  type ExportJobView,
  type ExportProgress,
  type ExportStarted,
} from '@awards/shared/exports';
import { type Locale, type MessageRef, renderMessage } from '@awards/shared/i18n';
import { and, count, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exportJobs } from '../../db/schema';
import { notFound, ruleViolation } from '../errors';
import type { FileStore } from '../files/file-store';
import type { PlatformLog } from '../platform';
import type { Pusher } from '../push/hub';
import { type ExportSheet, writeXlsx } from './writer';

const DAY_MS = 86_400_000;
/** Pushes of one export's progress come at most this often (and always at its start and end). */
const PUSH_EVERY_MS = 500;
/** A running export moves its row on every page: one left unmoved this long was cut short. */
export const STALE_AFTER_MS = 15 * 60_000;

/** One export asked for: the sheet and how to count its rows, named in the reader's language. */
export interface ExportRequest<Row> extends ExportSheet<Row> {
  /** What is exported (users, accessLog...): stored for the logs, never shown. */
  kind: string;
  fileName: MessageRef;
  /** The rows the export will hold (the list's count under the same filters). */
  count: () => Promise<number>;
  /** The refusal when the count is over the cap (each list has its own message). */
  tooMany: (total: number, max: number) => MessageRef;
  maxRows?: number;
}

/** What an export route answers: the file itself (a small export) or the background job. */
export type ExportOutcome =
  | { kind: 'file'; fileName: string; stream: Readable }
  | { kind: 'job'; started: ExportStarted };

/** Who asked: the owner of the job and the language of its file. */
export interface ExportOwner {
  userId: number;
  locale: Locale;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The application's exports: tests wait on them (settled()). */
    exports: ExportJobs;
  }
}

type JobRow = typeof exportJobs.$inferSelect;

export interface ExportJobsOptions {
  syncMaxRows?: number;
  maxRunning?: number;
  pageRows?: number;
}

/**
 * The one mechanism of every list export (issue 14 §5). Under EXPORT_SYNC_MAX_ROWS the file
 * is written straight into the answer; above, the export becomes a job of its owner: written
 * by this process in the background into the file store, its progress pushed to the owner,
 * listed in "my exports" until it expires. Only the owner sees, downloads or deletes it.
 */
export class ExportJobs {
  private readonly running = new Set<Promise<void>>();
  private closing = false;
  private readonly syncMaxRows: number;
  private readonly maxRunning: number;
  readonly pageRows: number;

  constructor(
    private readonly db: Db,
    private readonly store: FileStore,
    private readonly push: Pusher,
    private readonly log: PlatformLog,
    options: ExportJobsOptions = {},
  ) {
    this.syncMaxRows = options.syncMaxRows ?? EXPORT_SYNC_MAX_ROWS;
    this.maxRunning = options.maxRunning ?? EXPORT_MAX_RUNNING;
    this.pageRows = options.pageRows ?? EXPORT_PAGE_ROWS;
  }

  async start<Row>(owner: ExportOwner, request: ExportRequest<Row>): Promise<ExportOutcome> {
    const max = request.maxRows ?? EXPORT_MAX_ROWS;
    const total = await request.count();
    if (total > max) throw ruleViolation(request.tooMany(total, max));
    const fileName = renderMessage(request.fileName, owner.locale);
    if (total < this.syncMaxRows) {
      const out = new PassThrough();
      writeXlsx(out, request, { locale: owner.locale, maxRows: max }).catch((error: unknown) =>
        out.destroy(error as Error),
      );
      return { kind: 'file', fileName, stream: out };
    }
    const [busy] = await this.db
      .select({ n: count() })
      .from(exportJobs)
      .where(and(eq(exportJobs.ownerUserId, owner.userId), eq(exportJobs.status, 'running')));
    if ((busy?.n ?? 0) >= this.maxRunning)
      throw ruleViolation(EXPORT_MESSAGES.tooManyRunning({ max: this.maxRunning }));
    return { kind: 'job', started: await this.enqueue(owner, request, fileName, total, max) };
  }

  /**
   * Keeps a file for its owner whatever its size, as a job of theirs: the report of a long
   * piece of work (an import's refused rows) that they may come back for after leaving the
   * page (issue 14 §5). Listed, downloaded and purged like any background export.
   */
  async keep<Row>(owner: ExportOwner, request: ExportRequest<Row>): Promise<ExportStarted> {
    const max = request.maxRows ?? EXPORT_MAX_ROWS;
    const total = Math.min(await request.count(), max);
    return this.enqueue(owner, request, renderMessage(request.fileName, owner.locale), total, max);
  }

  private async enqueue<Row>(
    owner: ExportOwner,
    request: ExportRequest<Row>,
    fileName: string,
    total: number,
    max: number,
  ): Promise<ExportStarted> {
    const [job] = await this.db
      .insert(exportJobs)
      .values({
        ownerUserId: owner.userId,
        kind: request.kind,
        fileName,
        status: 'running',
        rowsTotal: total,
        expireTime: new Date(Date.now() + EXPORT_RETENTION_DAYS * DAY_MS),
      })
      .returning();
    const run = this.run(job!, owner, request, max).finally(() => this.running.delete(run));
    this.running.add(run);
    return { exportId: job!.id, fileName, rowsTotal: total };
  }

  /** The owner's exports not yet expired, newest first. */
  async list(userId: number, locale: Locale): Promise<ExportJobView[]> {
    const rows = await this.db
      .select()
      .from(exportJobs)
      .where(and(eq(exportJobs.ownerUserId, userId), gt(exportJobs.expireTime, new Date())))
      .orderBy(desc(exportJobs.createTime), desc(exportJobs.id))
      .limit(100);
    return rows.map((row) => present(row, locale));
  }

  async one(userId: number, exportId: number, locale: Locale): Promise<ExportJobView> {
    return present(await this.own(userId, exportId), locale);
  }

  /** A finished file of the owner's; anyone else's, or an expired one, is as absent (404). */
  async file(
    userId: number,
    exportId: number,
  ): Promise<{ fileName: string; size: number; stream: Readable }> {
    const job = await this.own(userId, exportId);
    if (job.status !== 'done' || !job.fileId) throw ruleViolation(EXPORT_MESSAGES.notReady);
    const opened = await this.store.open(job.fileId);
    if (!opened) throw notFound(EXPORT_MESSAGES.notFound);
    return { fileName: job.fileName, size: opened.file.size, stream: opened.stream };
  }

  /** Removes one of the owner's exports and its file (a running one's file is dropped when it ends). */
  async remove(userId: number, exportId: number): Promise<void> {
    const job = await this.own(userId, exportId);
    await this.db.delete(exportJobs).where(eq(exportJobs.id, job.id));
    if (job.fileId) await this.store.delete(job.fileId);
  }

  /**
   * The scheduler's clean-up: ends the running exports nobody has moved for STALE_AFTER_MS
   * (their process stopped), then deletes the expired ones with their files.
   */
  async purge(now: Date): Promise<{ files: number; stale: number }> {
    const stale = await this.db
      .update(exportJobs)
      .set({ status: 'failed', error: EXPORT_MESSAGES.interrupted, finishTime: now, updateTime: now })
      .where(
        and(
          eq(exportJobs.status, 'running'),
          lt(exportJobs.updateTime, new Date(now.getTime() - STALE_AFTER_MS)),
        ),
      )
      .returning({ id: exportJobs.id });
    const expired = await this.db
      .delete(exportJobs)
      .where(lt(exportJobs.expireTime, now))
      .returning({ fileId: exportJobs.fileId });
    for (const { fileId } of expired) if (fileId) await this.store.delete(fileId);
    return { files: expired.length, stale: stale.length };
  }

  /** Resolves when the exports running in this process have ended (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /** Stops the running exports at their next page (they end as failed) and waits for them. */
  async close(): Promise<void> {
    this.closing = true;
    await this.settled();
  }

  private async own(userId: number, exportId: number): Promise<JobRow> {
    const [job] = await this.db
      .select()
      .from(exportJobs)
      .where(
        and(
          eq(exportJobs.id, exportId),
          eq(exportJobs.ownerUserId, userId),
          gt(exportJobs.expireTime, new Date()),
        ),
      )
      .limit(1);
    if (!job) throw notFound(EXPORT_MESSAGES.notFound);
    return job;
  }

  private async run<Row>(job: JobRow, owner: ExportOwner, request: ExportRequest<Row>, max: number) {
    const progress = (status: ExportProgress['status'], rowsDone: number): ExportProgress => ({
      exportId: job.id,
      fileName: job.fileName,
      status,
      rowsDone,
      rowsTotal: Math.max(job.rowsTotal, rowsDone),
    });
    const tell = (p: ExportProgress) =>
      this.push.toUsers([owner.userId], { cmd: 'export', export: p }).catch(() => {});
    let lastPush = 0;
    await tell(progress('running', 0));
    const out = new PassThrough();
    const stored = this.store.put(out, {
      fileName: job.fileName,
      purpose: 'export',
      ownerUserId: owner.userId,
    });
    try {
      const writing = writeXlsx(out, request, {
        locale: owner.locale,
        maxRows: max,
        onPage: async (rowsDone) => {
          if (this.closing) throw new Error('server closing');
          // The row and the owner hear of it at most every PUSH_EVERY_MS, not on every page.
          if (Date.now() - lastPush < PUSH_EVERY_MS) return;
          lastPush = Date.now();
          await this.db
            .update(exportJobs)
            .set({ rowsDone, updateTime: new Date() })
            .where(eq(exportJobs.id, job.id));
          await tell(progress('running', rowsDone));
        },
      }).catch((error: unknown) => {
        out.destroy(error as Error);
        throw error;
      });
      const [rowsDone, file] = await Promise.all([writing, stored]);
      const kept = await this.db
        .update(exportJobs)
        .set({
          status: 'done',
          rowsDone,
          // Counted when it started; rows added since (a live log) are in the file too.
          rowsTotal: rowsDone,
          fileId: file.fileId,
          size: file.size,
          finishTime: new Date(),
          updateTime: new Date(),
        })
        .where(eq(exportJobs.id, job.id))
        .returning({ id: exportJobs.id });
      // Deleted by its owner while it ran: its file goes too.
      if (kept.length === 0) await this.store.delete(file.fileId);
      await tell(progress('done', rowsDone));
    } catch (error) {
      out.destroy();
      await stored.catch(() => undefined);
      this.log.error({ err: error, exportId: job.id, kind: request.kind }, 'export failed');
      const [failed] = await this.db
        .update(exportJobs)
        .set({
          status: 'failed',
          error: EXPORT_MESSAGES.failed,
          finishTime: new Date(),
          updateTime: new Date(),
        })
        .where(and(eq(exportJobs.id, job.id), inArray(exportJobs.status, ['running'])))
        .returning({ rowsDone: exportJobs.rowsDone })
        .catch(() => []);
      if (failed) await tell(progress('failed', failed.rowsDone));
    }
  }
}

function present(row: JobRow, locale: Locale): ExportJobView {
  return {
    exportId: row.id,
    fileName: row.fileName,
    status: row.status as ExportJobView['status'],
    rowsDone: row.rowsDone,
    rowsTotal: row.rowsTotal,
    size: row.size,
    error: row.error ? renderMessage(row.error as MessageRef, locale) : null,
    createTime: row.createTime.toISOString(),
    finishTime: row.finishTime?.toISOString() ?? null,
    expireTime: row.expireTime.toISOString(),
  };
}
