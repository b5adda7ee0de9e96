import type { Config } from '../../../config';
import type { Db } from '../../../db/client';

/** What a handler is given for one run. */
export interface JobContext {
  db: Db;
  config: Config;
  /** The firing time (or, for "run now", when it was asked): handlers compute cut-offs from it. */
  now: Date;
  /** The task's taskParam, parsed (an empty object when blank). */
  param: Record<string, unknown>;
  /**
   * The application's services, once the app has bound them (modules/jobs/runner.ts).
   * Typed loosely on purpose: a handler checks for what it calls, so a module that
   * is not built yet fails that handler's runs clearly instead of the build.
   */
  services: Readonly<Record<string, unknown>> | undefined;
}

/** A className of the task table: a real piece of work with a label for the form. */
export interface JobHandler {
  className: string;
  label: string;
  description: string;
  paramExample: string | null;
  /** Resolves with a short account of what it did (stored as the run's result). */
  run(context: JobContext): Promise<string>;
}
