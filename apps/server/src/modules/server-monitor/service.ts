import { statfs } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type IntervalHistogram, monitorEventLoopDelay } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import { DEFAULT_LOCALE, type Locale, renderMessage } from '@awards/shared/i18n';
import { type DiskInfo, MONITOR_MESSAGES, type ServerInfo } from '@awards/shared/monitor';
import { type Database, queryRows, sql } from '../../db/client';
import { RedisStatus } from './redis-status';

type CpuTimes = { idle: number; total: number };

const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 100 : 0);
const ms = (ns: number) => Math.round((ns / 1e6) * 100) / 100;

function cpuTimes(): CpuTimes {
  let idle = 0;
  let total = 0;
  for (const cpu of os.cpus()) {
    const t = cpu.times;
    idle += t.idle;
    total += t.user + t.nice + t.sys + t.idle + t.irq;
  }
  return { idle, total };
}

/**
 * The server monitor page: host, process, database and Redis figures, sampled
 * on request. CPU and event-loop figures cover the time since the previous
 * sample (the page polls every few seconds), or since start for the first.
 */
export class ServerMonitorService {
  private readonly loopDelay: IntervalHistogram;
  private lastCpu = cpuTimes();
  private lastProcessCpu = process.cpuUsage();
  private lastSampleAt = performance.now();
  private readonly redis: RedisStatus;

  constructor(
    private readonly database: Database,
    private readonly options: {
      dataDir: string;
      redisUrl: string | undefined;
      websocketConnections: () => number | null;
    },
  ) {
    this.loopDelay = monitorEventLoopDelay({ resolution: 20 });
    this.loopDelay.enable();
    this.redis = new RedisStatus(options.redisUrl);
  }

  async sample(locale: Locale = DEFAULT_LOCALE): Promise<ServerInfo> {
    const [disks, database, redis] = await Promise.all([
      this.disks(),
      this.databaseInfo(locale),
      this.redis.check(),
    ]);
    const cpu = cpuTimes();
    const processCpu = process.cpuUsage();
    const now = performance.now();
    const wallMicros = (now - this.lastSampleAt) * 1000;
    const busy = cpu.total - this.lastCpu.total - (cpu.idle - this.lastCpu.idle);
    const usagePercent = pct(busy, cpu.total - this.lastCpu.total);
    const processPercent = pct(
      processCpu.user - this.lastProcessCpu.user + processCpu.system - this.lastProcessCpu.system,
      wallMicros,
    );
    this.lastCpu = cpu;
    this.lastProcessCpu = processCpu;
    this.lastSampleAt = now;
    const memory = process.memoryUsage();
    const [load1, load5, load15] = os.loadavg() as [number, number, number];
    const eventLoop = this.eventLoop();
    const cpus = os.cpus();
    return {
      sampledAt: new Date().toISOString(),
      host: {
        hostname: os.hostname(),
        platform: os.platform(),
        arch: os.arch(),
        release: os.release(),
        pid: process.pid,
      },
      cpu: { model: cpus[0]?.model ?? '', cores: cpus.length, usagePercent, processPercent },
      load: [load1, load5, load15].map((n) => Math.round(n * 100) / 100) as [number, number, number],
      memory: {
        totalBytes: os.totalmem(),
        freeBytes: os.freemem(),
        usedBytes: os.totalmem() - os.freemem(),
        usedPercent: pct(os.totalmem() - os.freemem(), os.totalmem()),
      },
      disks,
      node: {
        version: process.version,
        heapUsedBytes: memory.heapUsed,
        heapTotalBytes: memory.heapTotal,
        heapLimitBytes: getHeapStatistics().heap_size_limit,
        rssBytes: memory.rss,
        externalBytes: memory.external,
      },
      eventLoop,
      uptime: { processSeconds: Math.round(process.uptime()), systemSeconds: Math.round(os.uptime()) },
      database,
      redis,
      websocketConnections: this.options.websocketConnections(),
    };
  }

  /** Figures /metrics adds as gauges; read without resetting the page's interval. */
  gauges(): { name: string; help: string; value: number }[] {
    const memory = process.memoryUsage();
    return [
      { name: 'nodejs_heap_used_bytes', help: 'V8 heap in use.', value: memory.heapUsed },
      { name: 'process_resident_memory_bytes', help: 'Resident set size.', value: memory.rss },
      { name: 'process_uptime_seconds', help: 'Seconds since the process started.', value: process.uptime() },
      {
        name: 'nodejs_eventloop_delay_p99_seconds',
        help: 'Event-loop delay, 99th percentile since the last server-monitor sample.',
        value: this.loopDelay.count > 0 ? this.loopDelay.percentile(99) / 1e9 : 0,
      },
    ];
  }

  close(): void {
    this.loopDelay.disable();
    this.redis.close();
  }

  private eventLoop(): ServerInfo['eventLoop'] {
    const h = this.loopDelay;
    const figures =
      h.count > 0
        ? { meanMs: ms(h.mean), p50Ms: ms(h.percentile(50)), p99Ms: ms(h.percentile(99)), maxMs: ms(h.max) }
        : { meanMs: 0, p50Ms: 0, p99Ms: 0, maxMs: 0 };
    h.reset();
    return figures;
  }

  private async disks(): Promise<DiskInfo[]> {
    const folders = [...new Set([path.resolve(this.options.dataDir), path.parse(process.cwd()).root])];
    const out: DiskInfo[] = [];
    for (const folder of folders) {
      try {
        const s = await statfs(folder);
        const total = s.blocks * s.bsize;
        const free = s.bavail * s.bsize;
        out.push({
          path: folder,
          totalBytes: total,
          freeBytes: free,
          usedBytes: total - free,
          usedPercent: pct(total - free, total),
        });
      } catch {
        // The data folder may not exist (tests, in-memory PGlite): measure what does.
      }
    }
    return out;
  }

  private async databaseInfo(locale: Locale): Promise<ServerInfo['database']> {
    const db = this.database.db;
    const [size] = await queryRows<{ size: string | number; version: string }>(
      db,
      sql`select pg_database_size(current_database()) as size, current_setting('server_version') as version`,
    );
    const base = {
      kind: this.database.kind,
      version: size?.version ?? '',
      sizeBytes: Number(size?.size ?? 0),
    };
    if (this.database.kind === 'pglite') {
      return {
        ...base,
        connections: null,
        maxConnections: null,
        note: renderMessage(MONITOR_MESSAGES.pgliteNote, locale),
      };
    }
    const [conn] = await queryRows<{ connections: number; max: string }>(
      db,
      sql`select (select count(*)::int from pg_stat_activity where datname = current_database()) as connections,
                 current_setting('max_connections') as max`,
    );
    return {
      ...base,
      connections: conn?.connections ?? null,
      maxConnections: Number(conn?.max ?? 0) || null,
      note: null,
    };
  }
}
