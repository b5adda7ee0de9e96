import type { DataRules } from '../../platform/data-rules';
import type { AppDeps } from '../../platform/deps';
import type { PushHub } from '../../platform/push/hub';
import { Scheduler, type SchedulerLog } from '../../platform/scheduler/scheduler';
import { AnalysisService } from '../dashboard/analysis';
import { builtInHandlers, HandlerRegistry } from '../jobs/handlers';
import { TaskRunner } from '../jobs/runner';
import { JobService } from '../jobs/service';
import { LogExportService } from '../logs/export';
import { LogService } from '../logs/service';
import { OnlineService } from '../online/service';
import { ServerMonitorService } from '../server-monitor/service';
import { SqlMonitorService } from '../sql-monitor/service';
import { MetricsRegistry } from './registry';

/** The push hub's count of open sockets, when it is the socket hub (platform/push/socket-hub.ts). */
const socketCount = (push: PushHub) => () =>
  'connectionCount' in push && typeof push.connectionCount === 'function'
    ? (push.connectionCount as () => number)()
    : null;

/**
 * The monitor area's services (docs/monitoring.md): log export, scheduled tasks
 * and their scheduler, SQL and server monitors, online users, dashboards and
 * /metrics. The scheduler is built here but started by the app (app.ts) only
 * when SCHEDULER_ENABLED, so tests never fire unless they start one.
 */
export function monitoringServices(
  { database, config, sessions }: AppDeps,
  push: PushHub,
  dataRules: DataRules,
  log: SchedulerLog,
) {
  const { db } = database;
  const metrics = new MetricsRegistry();
  const handlers = new HandlerRegistry(builtInHandlers());
  const taskRunner = new TaskRunner(db, config, handlers, { onOutcome: (o) => metrics.observeJobRun(o) });
  let jobs: JobService | undefined;
  const scheduler = new Scheduler({
    load: () => jobs!.startedTasks(),
    fire: (task, firingTime) => taskRunner.fire(task, firingTime),
    log,
  });
  jobs = new JobService(db, handlers, taskRunner, scheduler);
  const serverMonitor = new ServerMonitorService(database, {
    dataDir: config.DATA_DIR,
    redisUrl: config.REDIS_URL,
    websocketConnections: socketCount(push),
  });
  metrics.setSources({ websocketConnections: socketCount(push), gauges: () => serverMonitor.gauges() });
  return {
    logExport: new LogExportService(db, new LogService(db, dataRules)),
    jobHandlers: handlers,
    taskRunner,
    scheduler,
    jobs,
    sqlMonitor: new SqlMonitorService(database),
    serverMonitor,
    online: new OnlineService(db, sessions),
    analysis: new AnalysisService(db),
    metrics,
  };
}
