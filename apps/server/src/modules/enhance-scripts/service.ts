import {
  ENHANCE_VERSIONS_KEPT,
  type EnhanceActiveView,
  type EnhanceTableView,
  type EnhanceVersionView,
  ENHANCE_MESSAGES as M,
} from '@awards/shared/enhance-scripts';
import { and, asc, count, desc, eq, lt, max } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { enhanceScripts as e } from '../../db/schema';
import { onUniqueViolation } from '../../platform/db-errors';
import { conflict, ruleViolation } from '../../platform/errors';
import { presentVersion } from './presenter';

type Actor = { loginName: string };

/**
 * Enhance scripts (docs/admin-catalogue-decisions.md "Enhance scripts"): the versions of a
 * portal table's display script. The text is stored and answered, never evaluated here: the
 * portal runs it in a Web Worker. Every save and every restore is a new version; the
 * ENHANCE_VERSIONS_KEPT newest are kept, older ones dropped in the same transaction.
 */
export class EnhanceScriptService {
  constructor(private readonly db: Db) {}

  /** Each table's newest version, with how many it keeps. */
  private latest(db: DbOrTx = this.db) {
    const newest = db
      .select({ tableId: e.tableId, version: max(e.version).as('newest'), kept: count().as('kept') })
      .from(e)
      .groupBy(e.tableId)
      .as('newest');
    return db
      .select({ row: e, kept: newest.kept })
      .from(e)
      .innerJoin(newest, and(eq(e.tableId, newest.tableId), eq(e.version, newest.version)));
  }

  /** The tables whose current script does something: the portal runs only these. */
  async active(): Promise<EnhanceActiveView[]> {
    const rows = await this.latest().orderBy(asc(e.tableId));
    return rows
      .filter(({ row }) => row.script.trim() !== '')
      .map(({ row }) => ({ tableId: row.tableId, version: row.version }));
  }

  async tables(): Promise<EnhanceTableView[]> {
    const rows = await this.latest().orderBy(asc(e.tableId));
    return rows.map(({ row, kept }) => ({
      tableId: row.tableId,
      version: row.version,
      versionCount: Number(kept),
      empty: row.script.trim() === '',
      createBy: row.createBy,
      createTime: row.createTime.toISOString(),
    }));
  }

  async current(tableId: string): Promise<EnhanceVersionView | null> {
    const [row] = await this.db
      .select()
      .from(e)
      .where(eq(e.tableId, tableId))
      .orderBy(desc(e.version))
      .limit(1);
    return row ? presentVersion(row) : null;
  }

  /** The kept versions, newest first. */
  async versions(tableId: string): Promise<EnhanceVersionView[]> {
    const rows = await this.db.select().from(e).where(eq(e.tableId, tableId)).orderBy(desc(e.version));
    return rows.map(presentVersion);
  }

  save(actor: Actor, tableId: string, script: string): Promise<EnhanceVersionView> {
    return this.addVersion(actor, tableId, async () => script);
  }

  /** A kept version made current again, as a new version; one no longer kept is refused (505). */
  restore(actor: Actor, tableId: string, version: number): Promise<EnhanceVersionView> {
    return this.addVersion(actor, tableId, async (tx) => {
      const [kept] = await tx
        .select({ script: e.script })
        .from(e)
        .where(and(eq(e.tableId, tableId), eq(e.version, version)));
      if (!kept) throw ruleViolation(M.versionNotFound);
      return kept.script;
    });
  }

  private addVersion(
    actor: Actor,
    tableId: string,
    scriptOf: (tx: DbOrTx) => Promise<string>,
  ): Promise<EnhanceVersionView> {
    return onUniqueViolation(
      () =>
        this.db.transaction(async (tx) => {
          const script = await scriptOf(tx);
          const [last] = await tx
            .select({ version: max(e.version) })
            .from(e)
            .where(eq(e.tableId, tableId));
          const version = (last?.version ?? 0) + 1;
          const [row] = await tx
            .insert(e)
            .values({ tableId, version, script, createBy: actor.loginName })
            .returning();
          // Two saves racing for the same version: the unique index refuses the second (409).
          await tx
            .delete(e)
            .where(and(eq(e.tableId, tableId), lt(e.version, version - ENHANCE_VERSIONS_KEPT + 1)));
          return presentVersion(row!);
        }),
      (constraint) =>
        constraint === 'enhance_scripts_table_version_key' ? conflict(M.concurrentSave) : undefined,
    );
  }
}
