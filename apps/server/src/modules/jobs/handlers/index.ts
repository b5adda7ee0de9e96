import type { TaskHandlerInfo } from '@awards/shared/jobs';
import { advanceEditionsHandler } from './advance-editions';
import { endExpiredSessionsHandler } from './end-sessions';
import { purgeLogsHandler } from './purge-logs';
import { releaseNoticesHandler } from './release-notices';
import type { JobHandler } from './types';

export type { JobContext, JobHandler } from './types';

/** Every className a task may name. A business module adds its handler here. */
export class HandlerRegistry {
  private readonly byName = new Map<string, JobHandler>();

  constructor(handlers: readonly JobHandler[]) {
    for (const handler of handlers) this.register(handler);
  }

  register(handler: JobHandler): void {
    if (this.byName.has(handler.className)) throw new Error(`duplicate job handler ${handler.className}`);
    this.byName.set(handler.className, handler);
  }

  get(className: string): JobHandler | undefined {
    return this.byName.get(className);
  }

  has(className: string): boolean {
    return this.byName.has(className);
  }

  list(): TaskHandlerInfo[] {
    return [...this.byName.values()].map(({ className, label, description, paramExample }) => ({
      className,
      label,
      description,
      paramExample,
    }));
  }
}

export const builtInHandlers = (): JobHandler[] => [
  purgeLogsHandler,
  endExpiredSessionsHandler,
  releaseNoticesHandler,
  advanceEditionsHandler,
];
