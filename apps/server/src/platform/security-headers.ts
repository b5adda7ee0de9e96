import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** What helmet does to a response, in its order: headers set and headers removed. */
type HeaderStep = { set: string; value: string | number | readonly string[] } | { remove: string };

/**
 * helmet's headers on every response (CSP, frame and sniffing rules...), worked out once at
 * start: @fastify/helmet built the helmet middleware again on every request, parsing the CSP
 * directives each time (~2% of the users page's CPU, issue 18). The options are static (no
 * per-request directive function, no nonce), so every request gets the same headers; they
 * are replayed on the raw response at `onRequest`, as the middleware itself did.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const steps = helmetSteps(options);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const step of steps) {
      if ('set' in step) reply.raw.setHeader(step.set, step.value);
      else reply.raw.removeHeader(step.remove);
    }
    done();
  });
}

/** Runs helmet once against a recording response. */
export function helmetSteps(options: HelmetOptions): HeaderStep[] {
  const steps: HeaderStep[] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      steps.push({ set: name, value });
      return recorder;
    },
    removeHeader(name: string) {
      steps.push({ remove: name });
    },
  };
  let failed: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    failed = error;
  });
  if (failed) throw failed;
  return steps;
}
