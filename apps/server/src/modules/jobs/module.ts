import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { TaskRunner } from '../../platform/scheduler/runner';
import { Scheduler } from '../../platform/scheduler/scheduler';
import { jobRoutes } from './routes';
import { JobService } from './service';

/**
 * Scheduled tasks (spec 001 §3): the task list, runs, and the scheduler, which
 * starts when the app is ready (if SCHEDULER_ENABLED, so tests never fire unless
 * they start one) and stops, waiting for runs in progress, when it closes. The
 * handlers a task may name come from the modules (the platform's registry).
 */
export const jobsModule = defineModule({
  name: 'jobs',
  build: ({ db, config, jobHandlers, metrics, log }: Platform) => {
    const taskRunner = new TaskRunner(db, config, jobHandlers, {
      onOutcome: (outcome) => metrics.observeJobRun(outcome),
    });
    let jobs: JobService | undefined;
    const scheduler = new Scheduler({
      load: () => jobs!.startedTasks(),
      fire: (task, firingTime) => taskRunner.fire(task, firingTime),
      log,
    });
    jobs = new JobService(db, jobHandlers, taskRunner, scheduler);
    return {
      services: { jobs },
      hooks: {
        onReady: () => (config.SCHEDULER_ENABLED ? scheduler.start() : undefined),
        onClose: () => scheduler.stop(),
      },
    };
  },
  routes: jobRoutes,
});

export type JobsServices = { jobs: JobService };
