import { DEFAULT_LOCALE, type Locale, renderMessage } from '@awards/shared/i18n';
import type { TaskHandlerInfo } from '@awards/shared/jobs';
import type { Config } from '../../config';
import type { Db } from '../../db/client';

/** What a handler is given for one run. */
export interface JobContext {
  db: Db;
  config: Config;
  /** The firing time (or, for "run now", when it was asked): handlers compute cut-offs from it. */
  now: Date;
  /** The task's taskParam, parsed (an empty object when blank). */
  param: Record<string, unknown>;
}

/**
 * A className of the task table: a real piece of work with a label for the form.
 * A module contributes its handlers through its descriptor's `jobHandlers` hook,
 * built over its own services, so a handler never looks other modules up.
 */
export interface JobHandler {
  className: string;
  /** For the task form: messages of packages/shared, shown in the reader's language (or plain texts). */
  label: string;
  description: string;
  paramExample: string | null;
  /** Resolves with a short account of what it did (stored as the run's result). */
  run(context: JobContext): Promise<string>;
}

/** Every className a task may name, filled by the modules when the app is built. */
export class HandlerRegistry {
  private readonly byName = new Map<string, JobHandler>();
  /** The rendered list per language: static once the app is built, asked for on every task form. */
  private readonly listed = new Map<Locale, readonly TaskHandlerInfo[]>();

  constructor(handlers: readonly JobHandler[] = []) {
    for (const handler of handlers) this.register(handler);
  }

  register(handler: JobHandler): void {
    if (this.byName.has(handler.className)) throw new Error(`duplicate job handler ${handler.className}`);
    this.byName.set(handler.className, handler);
    this.listed.clear();
  }

  get(className: string): JobHandler | undefined {
    return this.byName.get(className);
  }

  has(className: string): boolean {
    return this.byName.has(className);
  }

  /** Every handler, its label and description in `locale`. */
  list(locale: Locale = DEFAULT_LOCALE): readonly TaskHandlerInfo[] {
    let listed = this.listed.get(locale);
    if (!listed) {
      listed = [...this.byName.values()].map(({ className, label, description, paramExample }) => ({
        className,
        label: renderMessage(label, locale),
        description: renderMessage(description, locale),
        paramExample,
      }));
      this.listed.set(locale, listed);
    }
    return listed;
  }
}
