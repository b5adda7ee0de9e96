import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { SessionStore } from './auth/sessions';
import { type DisplayClock, displayClock } from './clock';
import { DataRules } from './data-rules';
import type { AppDeps } from './deps';
import { ExportJobs } from './exports/jobs';
import type { FileStore } from './files/file-store';
import { LocalDiskFileStore } from './files/local-disk';
import { ReadRules } from './files/read-rules';
import type { InvalidationBus } from './invalidation';
import { createInvalidationBus } from './invalidation-redis';
import { MetricsRegistry } from './metrics';
import type { ModuleHooks } from './module';
import { type PushHub, silentPushHub } from './push/hub';
import { HandlerRegistry } from './scheduler/job-handlers';

/** The log every part writes to: pino in the server, a silent one in tests. */
export type PlatformLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/**
 * What every module is built on: the dependencies of the process (configuration,
 * database, session store) and the cross-cutting parts one instance shares (push
 * hub, invalidation bus, data rules, metrics, the job handlers' and the file
 * read rules' registries). Modules extend the registries through their hooks.
 */
export interface Platform {
  config: Config;
  database: Database;
  db: Db;
  sessions: SessionStore;
  log: PlatformLog;
  push: PushHub;
  invalidation: InvalidationBus;
  dataRules: DataRules;
  metrics: MetricsRegistry;
  jobHandlers: HandlerRegistry;
  fileReadRules: ReadRules;
  /** Where files are kept (DATA_DIR/files): uploads, and the files of background exports. */
  fileStore: FileStore;
  /** Every list export: written at once when small, else as a background job of its owner. */
  exports: ExportJobs;
  /** The display zone every text for people is written in (the project's timeZone setting). */
  clock: DisplayClock;
  /** Registers a module's hooks (called by buildModules). */
  addHooks(hooks: ModuleHooks): void;
  /** Runs the onReady hooks in module order. */
  ready(): Promise<void>;
  /** Runs the onClose hooks in reverse module order, then closes the invalidation bus. */
  close(): Promise<void>;
}

const silentLog: PlatformLog = { info: () => {}, warn: () => {}, error: () => {} };

export interface PlatformOptions {
  log?: PlatformLog;
  push?: PushHub;
}

export function createPlatform(deps: AppDeps, options: PlatformOptions = {}): Platform {
  const { config, database, sessions } = deps;
  const log = options.log ?? silentLog;
  const push = options.push ?? silentPushHub;
  const readyHooks: NonNullable<ModuleHooks['onReady']>[] = [];
  const closeHooks: NonNullable<ModuleHooks['onClose']>[] = [];
  const invalidation = createInvalidationBus(config.REDIS_URL, log);
  // Sessions and permission codes are held in memory from now on, cleared through the bus.
  closeHooks.push(sessions.useInvalidation(invalidation));
  const fileStore = new LocalDiskFileStore(database.db, path.join(config.DATA_DIR, 'files'));
  const exports = new ExportJobs(database.db, fileStore, push, log, {
    syncMaxRows: config.EXPORT_SYNC_MAX_ROWS,
  });
  const platform: Platform = {
    config,
    database,
    db: database.db,
    sessions,
    log,
    push,
    invalidation,
    dataRules: new DataRules(database.db, [], log),
    metrics: new MetricsRegistry(() => push.connectionCount()),
    jobHandlers: new HandlerRegistry(),
    fileReadRules: new ReadRules(),
    fileStore,
    exports,
    clock: displayClock,
    addHooks(hooks) {
      for (const rule of hooks.fileReadRules ?? []) platform.fileReadRules.add(rule);
      for (const handler of hooks.jobHandlers ?? []) platform.jobHandlers.register(handler);
      for (const list of hooks.dataRuleLists ?? []) platform.dataRules.addList(list);
      if (hooks.gauges) platform.metrics.addGauges(hooks.gauges);
      if (hooks.onSessionsRevoked) {
        const stop = sessions.onRevoked(hooks.onSessionsRevoked);
        closeHooks.push(() => void stop());
      }
      if (hooks.onReady) readyHooks.push(hooks.onReady);
      if (hooks.onClose) closeHooks.push(hooks.onClose);
    },
    async ready() {
      for (const hook of readyHooks) await hook();
    },
    async close() {
      // Background exports stop first: they write through the database the hooks may close.
      await exports.close();
      for (const hook of [...closeHooks].reverse()) await hook();
      await invalidation.close();
    },
  };
  return platform;
}
