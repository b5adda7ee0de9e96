import { z } from 'zod';
import { filterText, idField } from './admin-fields';
import { defineMessages } from './i18n';
import { pageRequestSchema } from './paging';
import { int4 } from './primitives';

/**
 * The `/_monitor` area besides logs and tasks: server monitor, SQL monitor and
 * online users. Every call is `POST` with a JSON body (possibly empty).
 *
 * | path                    | code        | body             | dataSet                 | rtnMessage   |
 * |-------------------------|-------------|------------------|-------------------------|--------------|
 * | /rest/monitor/server    | SERVER_VIEW | {}               | ServerInfo              |              |
 * | /rest/monitor/sql       | SQL_VIEW    | SqlMonitorQuery  | SqlMonitorInfo          |              |
 * | /rest/monitor/sql/reset | SQL_RESET   | {}               | null                    |              |
 * | /rest/online/page       | ONLINE_VIEW | OnlineQuery      | Page<OnlineUserView>    |              |
 * | /rest/online/kick       | ONLINE_KICK | { sessionId }    | null                    | 强制下线成功! |
 *
 * `GET /metrics` (Prometheus text format) is outside the envelope; see docs/monitoring.md.
 */
export const MONITOR_PATHS = {
  server: '/rest/monitor/server',
  sql: '/rest/monitor/sql',
  sqlReset: '/rest/monitor/sql/reset',
  onlinePage: '/rest/online/page',
  onlineKick: '/rest/online/kick',
} as const;

export const MONITOR_MESSAGES = defineMessages('monitor', {
  kicked: ['强制下线成功!', '強制下線成功!', 'Signed out'],
  expireJobLabel: ['结束过期会话', '結束過期會話', 'End expired sessions'],
  expireJobDescription: [
    '将已过期的登录会话标记为结束，并删除结束超过一天的会话',
    '將已過期的登錄會話標記為結束，並刪除結束超過一天的會話',
    'Marks expired sessions as ended and deletes sessions that ended more than a day ago',
  ],
  expireJobResult: [
    '结束过期会话{ended}个，删除旧会话{deleted}个',
    '結束過期會話{ended}個，刪除舊會話{deleted}個',
    '{ended} expired sessions ended, {deleted} old sessions deleted',
  ],
  sessionIdRequired: ['请选择会话', '請選擇會話', 'Please choose a session'],
  sessionNotFound: ['该会话已结束', '該會話已結束', 'That session has already ended'],
  cannotKickSelf: ['不能强制自己下线', '不能強制自己下線', 'You cannot sign yourself out here'],
  limitNotNumber: ['条数必须是数字', '條數必須是數字', 'The count is a number'],
  limitTooSmall: ['条数至少为1', '條數至少為1', 'The count is at least 1'],
  limitTooLarge: ['条数不能超过100', '條數不能超過100', 'The count is at most 100'],
  /** The days of the access analysis (dashboard). */
  analysisDays: ['天数只能是7、14或30', '天數只能是7、14或30', 'The days are 7, 14 or 30'],
  /** The health check's answer when the database does not answer. */
  databaseUnavailable: ['数据库不可用', '數據庫不可用', 'The database is unavailable'],
  /** The server monitor's note on the database connections when the database is PGlite. */
  pgliteNote: [
    'PGlite：进程内嵌入式数据库，无连接数',
    'PGlite：進程內嵌入式數據庫，無連接數',
    'PGlite: a database embedded in the process, with no connections to count',
  ],
});

/** The server monitor page refreshes this often (ms). */
export const SERVER_MONITOR_REFRESH_MS = 5000;

export interface DiskInfo {
  /** The folder measured (the data folder, and /). */
  path: string;
  totalBytes: number;
  freeBytes: number;
  usedBytes: number;
  usedPercent: number;
}

export interface ServerInfo {
  sampledAt: string;
  host: { hostname: string; platform: string; arch: string; release: string; pid: number };
  cpu: {
    model: string;
    cores: number;
    /** Busy share of all cores since the previous sample (or since start), 0..100. */
    usagePercent: number;
    /** This process's share of one core over the same interval, 0..100×cores. */
    processPercent: number;
  };
  /** 1, 5 and 15 minute load averages (zeros on Windows). */
  load: [number, number, number];
  memory: { totalBytes: number; freeBytes: number; usedBytes: number; usedPercent: number };
  disks: DiskInfo[];
  node: {
    version: string;
    heapUsedBytes: number;
    heapTotalBytes: number;
    heapLimitBytes: number;
    rssBytes: number;
    externalBytes: number;
  };
  /** Event-loop delay since the previous sample (perf_hooks.monitorEventLoopDelay). */
  eventLoop: { meanMs: number; p50Ms: number; p99Ms: number; maxMs: number };
  uptime: { processSeconds: number; systemSeconds: number };
  database: {
    kind: 'pglite' | 'postgres';
    version: string;
    sizeBytes: number;
    /** Open connections to this database; null on PGlite (one in-process connection). */
    connections: number | null;
    maxConnections: number | null;
    /** Set when a figure is not available, e.g. 'PGlite: 进程内嵌入式数据库，无连接数'. */
    note: string | null;
  };
  redis: {
    status: 'not-configured' | 'ok' | 'error';
    latencyMs: number | null;
    error: string | null;
  };
  /** Open WebSocket connections on this instance; null when the socket server is not running. */
  websocketConnections: number | null;
}

export const SQL_SORT_KEYS = ['totalMs', 'meanMs', 'maxMs', 'calls'] as const;

export const sqlMonitorQuerySchema = z.object({
  /** How many statements in each list. */
  limit: int4({ error: MONITOR_MESSAGES.limitNotNumber })
    .min(1, { error: MONITOR_MESSAGES.limitTooSmall })
    .max(100, { error: MONITOR_MESSAGES.limitTooLarge })
    .default(20),
  /** Narrow to statements containing this text (case-insensitive). */
  keyword: filterText,
});
export type SqlMonitorQuery = z.infer<typeof sqlMonitorQuerySchema>;

export interface SqlStatementStat {
  /** Normalised text: literals and parameters replaced by `?` / `$n`, never values. */
  query: string;
  calls: number;
  totalMs: number;
  meanMs: number;
  maxMs: number;
  /** Rows returned or affected, when known (pg_stat_statements). */
  rows: number | null;
}

export interface SqlMonitorInfo {
  /** pg_stat_statements when the extension is installed; else the server's own timings (this instance only). */
  source: 'pg_stat_statements' | 'server';
  /** When the statistics were last reset or began being collected (ISO), when known. */
  since: string | null;
  /** By mean time, slowest first. */
  slowest: SqlStatementStat[];
  /** By number of calls, most first. */
  mostFrequent: SqlStatementStat[];
  /** By total time, heaviest first. */
  heaviest: SqlStatementStat[];
}

export const onlineQuerySchema = pageRequestSchema.extend({
  loginName: filterText,
  ip: filterText,
});
export type OnlineQuery = z.infer<typeof onlineQuerySchema>;

export const onlineKickSchema = z.object({ sessionId: idField(MONITOR_MESSAGES.sessionIdRequired) });

export interface OnlineUserView {
  sessionId: number;
  userId: number;
  loginName: string;
  realname: string;
  orgName: string | null;
  ip: string | null;
  userAgent: string | null;
  /** Parsed from the user agent, e.g. 'Chrome 131'. */
  browser: string;
  /** Parsed from the user agent, e.g. 'Windows 10'. */
  os: string;
  /** Sign-in time (ISO). */
  loginTime: string;
  /** Last request seen (ISO), refreshed at most once a minute. */
  lastActivityTime: string;
  expiresAt: string;
  /** The session making this request (cannot be kicked). */
  current: boolean;
}
