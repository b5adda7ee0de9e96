import { existsSync } from 'node:fs';
import path from 'node:path';
import { COMMON_MESSAGES } from '@awards/shared/common-messages';
import { RTN } from '@awards/shared/envelope';
import { localeOf } from '@awards/shared/i18n';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { modules } from './modules';
import { AccessLogWriter, isApiPath, registerAccessLog } from './platform/access-log';
import { permissionGuard } from './platform/auth/guard';
import { registerApiCompression } from './platform/compression';
import type { App, AppDeps } from './platform/deps';
import { failure } from './platform/envelope';
import { registerErrorHandler } from './platform/error-handler';
import { buildModules, registerRoutes } from './platform/module';
import { registerNulGuard } from './platform/nul-guard';
import { createPlatform } from './platform/platform';
import { createPushHub } from './platform/push/create';
import { registerSecurityHeaders } from './platform/security-headers';

export interface BuildOptions {
  /** A pino logger; without one the app logs nothing (tests). */
  logger?: FastifyBaseLogger;
}

/**
 * Builds the HTTP application on the given dependencies; main.ts and the tests
 * both use it. External plugins first, then the platform (guard, errors, access
 * log), then the modules' routes, then the static files of the public site and the portal.
 */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: 2 * 1024 * 1024,
    // An OAuth code travels in a path segment (/thirdLogin/getLoginUser/{code}); providers'
    // codes run past Fastify's default of 100 characters (SIGN_ON_LIMITS.code).
    routerOptions: { maxParamLength: 2048 },
    // Give in-flight requests time to finish on SIGTERM; refuse new ones meanwhile.
    return503OnClosing: true,
  }).withTypeProvider() as unknown as App;

  // While shutting down, answer in-flight requests with `Connection: close`, so that
  // keep-alive clients do not hold the server open once their response is sent.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Hooks on every request take callbacks where they await nothing: an async hook costs a
  // promise and a turn of the microtask queue per request (issue 18, the cheapest route).
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  // Large JSON answers (the init call: ~38 KB) go brotli- or gzip-compressed (issue 18).
  registerApiCompression(app);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerNulGuard(app);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd writes its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    // The documents are served over plain HTTP on a developer's machine.
    hsts: false,
  });
  await app.register(formbody);
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => request.ip ?? 'unknown',
    errorResponseBuilder: (request, context) => ({
      statusCode: 429,
      ...failure(
        RTN.rateLimited,
        COMMON_MESSAGES.tooManyFor({ seconds: Math.ceil(context.ttl / 1000) }),
        localeOf(request.headers['accept-language']),
      ),
    }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Awards declaration back-office API', version: '1.0.0' },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } },
      },
      security: [{ token: [] }],
    },
    transform: documentedRoute,
  });
  await app.register(swaggerUi, { routePrefix: '/api-docs' });
  await app.register(permissionGuard, { sessions: deps.sessions });

  const accessLog = new AccessLogWriter(deps.database.db, app.log);
  // ACCESS_LOG_ENABLED=false only for measuring its cost (bench/access-log-overhead.mjs).
  if (deps.config.ACCESS_LOG_ENABLED) registerAccessLog(app, accessLog);

  // Real-time pushes (docs/realtime.md): sockets are cut when closing starts (clients
  // reconnect elsewhere); the broker stays until in-flight requests have pushed.
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  // Each heartbeat re-checks the open sockets' sessions in the database (one query), so a
  // session ended anywhere loses its sockets within one period, whatever the broker did.
  const push = createPushHub(deps.config.REDIS_URL, app.log, {
    heartbeatMs: deps.config.PUSH_HEARTBEAT_MS,
    liveSessions: (ids) => deps.sessions.liveSessionIds(ids),
  });
  app.decorate('push', push);
  app.addHook('preClose', async () => push.registry.terminateAll());
  app.addHook('onClose', async () => push.close());
  const platform = createPlatform(deps, { log: app.log, push });
  app.decorate('exports', platform.exports);
  platform.metrics.addGauges(() => [
    {
      name: 'access_log_pending_rows',
      help: 'Access-log rows waiting for a retry after a failed insert.',
      value: accessLog.pendingRows,
    },
    {
      name: 'access_log_dropped_rows',
      help: 'Access-log rows given up on since start (each one is in the error log).',
      value: accessLog.counts.droppedRows,
    },
  ]);
  // Every module, in the order of src/modules.ts, each routes given only its own services.
  registerRoutes(app, buildModules(platform, modules));
  app.addHook('onReady', () => platform.ready());
  app.addHook('onClose', () => platform.close());

  await serveSite(app, deps.config.SITE_DIST);
  await servePortal(app, deps.config.WEB_DIST);
  return app;
}

/** Where the public site (apps/site, built with base `/site/`) is served. */
export const SITE_PREFIX = '/site';

/**
 * The portal's enhance-script worker (apps/web/src/components/EnhanceScript/enhance.worker.ts,
 * built as assets/enhance.worker-<hash>.js). A dedicated worker obeys the policy sent with its
 * own script: this one may compile a script (`new Function`, hence 'unsafe-eval', which no
 * page of the portal gets) and may connect nowhere and load nothing but the portal's own
 * scripts, so an enhance script has no network even if it found a way to the browser's APIs.
 */
// The file or its precompressed copy (setHeaders is told the copy's path when it sends one).
const ENHANCE_WORKER_FILE = /^enhance\.worker-[\w-]+\.js(\.br|\.gz)?$/;
export const ENHANCE_WORKER_POLICY = "default-src 'none'; script-src 'self' 'unsafe-eval'";

/** A built front end's files: the precompressed copy the request accepts; hashed assets cached for good. */
const staticOptions = (root: string) => ({
  root,
  index: false as const,
  cacheControl: false,
  // The build writes .br and .gz copies beside each text file (@awards/web-common/vite/precompress):
  // the one the request accepts is sent as is, with `Vary: Accept-Encoding`.
  preCompressed: true,
  // Vite names built assets by content hash: cache them for good; anything else revalidates.
  setHeaders: (reply: { header(name: string, value: string): unknown }, filePath: string) => {
    const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
    reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (hashed && ENHANCE_WORKER_FILE.test(path.basename(filePath)))
      reply.header('content-security-policy', ENHANCE_WORKER_POLICY);
  },
});

/**
 * Serves the built public site under /site/ (docs/site.md), in a scope of its own: its files,
 * and its index.html for any other GET under /site/ (its history-mode routes). Registered
 * before the portal, whose root-level handlers then leave /site/ alone.
 */
async function serveSite(app: App, siteDist: string): Promise<void> {
  const root = path.resolve(import.meta.dirname, '..', siteDist);
  const hasSite = existsSync(path.join(root, 'index.html'));
  await app.register(
    async (scope) => {
      if (hasSite)
        await scope.register(fastifyStatic, { ...staticOptions(root), prefix: '/', wildcard: true });
      scope.get('/', { config: { auth: 'public' }, schema: { hide: true } }, (request, reply) =>
        hasSite
          ? reply.header('cache-control', 'no-cache').sendFile('index.html')
          : reply
              .status(404)
              .send(
                failure(RTN.notFound, COMMON_MESSAGES.notFound, localeOf(request.headers['accept-language'])),
              ),
      );
      scope.setNotFoundHandler((request, reply) => {
        // A missing asset (a chunk of an older build) is a 404, not a page: the page would run it as a script.
        const asset = request.url.startsWith(`${SITE_PREFIX}/assets/`);
        if (hasSite && request.method === 'GET' && !asset) {
          return reply.header('cache-control', 'no-cache').sendFile('index.html');
        }
        return reply
          .status(404)
          .send(
            failure(RTN.notFound, COMMON_MESSAGES.notFound, localeOf(request.headers['accept-language'])),
          );
      });
    },
    { prefix: SITE_PREFIX },
  );
}

/**
 * Serves the built portal, with index.html for any non-API path the browser
 * asks for (history-mode routes). API paths that match nothing get a 404 envelope.
 */
async function servePortal(app: App, webDist: string): Promise<void> {
  const root = path.resolve(import.meta.dirname, '..', webDist);
  const hasPortal = existsSync(path.join(root, 'index.html'));
  if (hasPortal) {
    await app.register(fastifyStatic, { ...staticOptions(root), wildcard: true });
    app.get('/', { config: { auth: 'public' }, schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html'),
    );
  }
  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split('?', 1)[0] ?? '/';
    const wantsPage = request.method === 'GET' && !isApiPath(urlPath) && hasPortal;
    if (wantsPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply
      .status(404)
      .send(failure(RTN.notFound, COMMON_MESSAGES.notFound, localeOf(request.headers['accept-language'])));
  });
}

/**
 * OpenAPI has one operation per path and method, but the specification puts two sign-ins
 * on POST /callback, told apart by ?client_name= (a route constraint here): the
 * constrained one is documented under its full address so both appear.
 */
const documentedRoute: typeof jsonSchemaTransform = (input) => {
  const out = jsonSchemaTransform(input);
  const clientName = (input.route.constraints as Record<string, unknown> | undefined)?.clientName;
  return typeof clientName === 'string' ? { ...out, url: `${out.url}?client_name=${clientName}` } : out;
};
