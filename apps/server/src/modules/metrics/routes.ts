import { RTN } from '@awards/shared/envelope';
import { localeOf } from '@awards/shared/i18n';
import { LOGIN_MESSAGES } from '@awards/shared/messages';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../platform/deps';
import { failure } from '../../platform/envelope';
import type { MetricsServices } from './module';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Who may scrape: with METRICS_TOKEN set, a caller presenting it as
 * `Authorization: Bearer <token>`; without it, the local machine only (a
 * Prometheus agent beside the server). docs/monitoring.md.
 */
function mayScrape(request: FastifyRequest, token: string | undefined): boolean {
  if (token) return request.headers.authorization === `Bearer ${token}`;
  // Both the socket and the forwarded address: behind a local reverse proxy every
  // socket is loopback, but request.ip (TRUST_PROXY) names the real client.
  return LOOPBACK.has(request.socket.remoteAddress ?? '') && LOOPBACK.has(request.ip);
}

/** GET /metrics in the Prometheus text format, and the request hook that feeds it. */
export function metricsRoutes(app: App, { config, metrics }: MetricsServices): void {
  app.addHook('onResponse', async (request, reply) => {
    // The route pattern (/rest/user/:id), never the raw URL: the series stay bounded.
    const route = request.routeOptions.url ?? '(unmatched)';
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });

  app.get(
    '/metrics',
    {
      // Not a session route: it has its own check, below (token or loopback).
      config: { auth: 'public' },
      schema: { tags: ['monitor'], summary: 'Prometheus metrics (METRICS_TOKEN or loopback)' },
    },
    async (request, reply) => {
      if (!mayScrape(request, config.METRICS_TOKEN)) {
        return reply
          .status(403)
          .send(
            failure(RTN.forbidden, LOGIN_MESSAGES.forbidden, localeOf(request.headers['accept-language'])),
          );
      }
      return reply.header('content-type', 'text/plain; version=0.0.4; charset=utf-8').send(metrics.render());
    },
  );
}
