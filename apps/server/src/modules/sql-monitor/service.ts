import type { SqlMonitorInfo, SqlMonitorQuery, SqlStatementStat } from '@awards/shared/monitor';
import { type Database, queryRows, sql } from '../../db/client';
import { escapeLike } from '../../platform/text-match';

interface PgssRow {
  query: string;
  calls: string | number;
  total: number;
  mean: number;
  max: number;
  rows: string | number;
}

const ORDER = {
  slowest: sql`mean_exec_time desc`,
  mostFrequent: sql`calls desc`,
  heaviest: sql`total_exec_time desc`,
} as const;

/**
 * The SQL monitor (spec 001 §6 "SQL monitor"): the slowest, most frequent and
 * heaviest statements. From pg_stat_statements when the database has it (every
 * client of this database, since its last reset); otherwise from the timings this
 * instance takes around its own queries (db/client.ts), since it started.
 */
export class SqlMonitorService {
  constructor(private readonly database: Database) {}

  async statements(q: SqlMonitorQuery): Promise<SqlMonitorInfo> {
    const fromPg = await this.fromPgStatStatements(q).catch(() => null);
    if (fromPg) return fromPg;
    const keyword = q.keyword?.toLowerCase();
    const all = this.database.sqlTimings
      .snapshot()
      .filter((s) => !keyword || s.query.toLowerCase().includes(keyword));
    const top = (by: (s: SqlStatementStat) => number) =>
      [...all].sort((a, b) => by(b) - by(a)).slice(0, q.limit);
    return {
      source: 'server',
      since: this.database.sqlTimings.since.toISOString(),
      slowest: top((s) => s.meanMs),
      mostFrequent: top((s) => s.calls),
      heaviest: top((s) => s.totalMs),
    };
  }

  /** Starts the counts afresh. */
  async reset(): Promise<void> {
    this.database.sqlTimings.reset();
    if (await this.hasPgStatStatements()) {
      await queryRows(this.database.db, sql`select pg_stat_statements_reset()`).catch(() => {});
    }
  }

  private async hasPgStatStatements(): Promise<boolean> {
    if (this.database.kind !== 'postgres') return false;
    const [row] = await queryRows<{ present: boolean }>(
      this.database.db,
      sql`select exists (select 1 from pg_extension where extname = 'pg_stat_statements') as present`,
    );
    return Boolean(row?.present);
  }

  /** Null when the extension is absent, or installed but not loaded (shared_preload_libraries). */
  private async fromPgStatStatements(q: SqlMonitorQuery): Promise<SqlMonitorInfo | null> {
    if (!(await this.hasPgStatStatements())) return null;
    const filter = q.keyword ? sql`and query ilike ${`%${escapeLike(q.keyword)}%`}` : sql``;
    const list = (order: (typeof ORDER)[keyof typeof ORDER]) =>
      queryRows<PgssRow>(
        this.database.db,
        sql`select query, calls, total_exec_time as total, mean_exec_time as mean, max_exec_time as max, rows
            from pg_stat_statements
            where dbid = (select oid from pg_database where datname = current_database()) ${filter}
            order by ${order} limit ${q.limit}`,
      ).then((rows) => rows.map(present));
    const [slowest, mostFrequent, heaviest] = await Promise.all([
      list(ORDER.slowest),
      list(ORDER.mostFrequent),
      list(ORDER.heaviest),
    ]);
    const [info] = await queryRows<{ reset: Date | string | null }>(
      this.database.db,
      sql`select stats_reset as reset from pg_stat_statements_info`,
    ).catch(() => [] as { reset: null }[]);
    const reset = info?.reset ? new Date(info.reset).toISOString() : null;
    return { source: 'pg_stat_statements', since: reset, slowest, mostFrequent, heaviest };
  }
}

const round = (n: number) => Math.round(Number(n) * 1000) / 1000;
const present = (r: PgssRow): SqlStatementStat => ({
  query: r.query,
  calls: Number(r.calls),
  totalMs: round(r.total),
  meanMs: round(r.mean),
  maxMs: round(r.max),
  rows: Number(r.rows),
});
