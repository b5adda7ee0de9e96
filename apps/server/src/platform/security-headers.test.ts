import Fastify from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers';

/** Options of the kind app.ts passes: CSP directives, HSTS off. */
const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: { defaultSrc: ["'self'"], styleSrc: ["'self'", "'unsafe-inline'"], objectSrc: ["'none'"] },
  },
  hsts: false,
};

/** The same app with helmet's middleware built and run on every request, as @fastify/helmet did. */
async function answers(perRequest: boolean) {
  const app = Fastify();
  if (perRequest) {
    app.addHook('onRequest', (request, reply, done) =>
      helmet(OPTIONS)(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
    );
  } else {
    registerSecurityHeaders(app, OPTIONS);
  }
  app.get('/plain', async () => ({ ok: true }));
  app.get('/own-csp', async (_request, reply) => {
    reply.header('content-security-policy', "default-src 'none'");
    return 'x';
  });
  const headers = [];
  for (const url of ['/plain', '/own-csp', '/missing']) {
    const { date: _date, ...rest } = (await app.inject({ method: 'GET', url })).headers;
    headers.push(rest);
  }
  await app.close();
  return headers;
}

describe('security headers', () => {
  it('are the headers helmet sets, on every answer, computed once', async () => {
    const once = await answers(false);
    expect(once).toEqual(await answers(true));
    expect(once[0]!['content-security-policy']).toContain("object-src 'none'");
    expect(once[0]!['x-content-type-options']).toBe('nosniff');
    expect(once[0]!['strict-transport-security']).toBeUndefined();
    // A route's own policy still wins, and a 404 carries them too.
    expect(once[1]!['content-security-policy']).toBe("default-src 'none'");
    expect(once[2]!['x-frame-options']).toBe('SAMEORIGIN');
  });
});
