import { ALL_PERMISSION_CODES, type PermissionCode } from '@awards/shared/permissions';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorised } from '../errors';
import { type SessionStore, type SessionUser, tokenFromHeader } from './sessions';

/**
 * What a route demands: anyone ('public'), any signed-in user ('login'), any
 * signed-in staff user ('staff': client users, declarers and experts, get 403;
 * for staff data that needs no particular code, docs/security.md), or a
 * signed-in user whose roles hold one permission code.
 */
export type RouteAuth = 'public' | 'login' | 'staff' | PermissionCode;

/** The user type of federation staff; every other type (declarer, expert) is a client user. */
export const STAFF_USER_TYPE = 'staff';

export interface RegisteredRoute {
  method: string;
  url: string;
  auth: RouteAuth;
  /** The route's schema (zod), for the whole-catalogue input test. */
  schema?: FastifySchema;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
  interface FastifyRequest {
    /** The signed-in user; set on every non-public route. */
    user: SessionUser | null;
    /** The raw token of the request, for logout. */
    sessionToken: string | null;
  }
  interface FastifyInstance {
    /** Every route with what it demands, for the permission test and the docs. */
    routeCatalogue: RegisteredRoute[];
  }
}

/** Routes that plugins register (docs UI, the portal's and the site's static files): public by declaration here. */
const PLUGIN_ROUTE_PREFIXES = ['/api-docs', '/*', '/site/*'];
const KNOWN_CODES = new Set<string>(ALL_PERMISSION_CODES);

function declaredAuth(method: string, url: string, auth: unknown): RouteAuth {
  if (auth === undefined && PLUGIN_ROUTE_PREFIXES.some((p) => url.startsWith(p))) return 'public';
  if (auth === 'public' || auth === 'login' || auth === 'staff') return auth;
  if (typeof auth === 'string' && KNOWN_CODES.has(auth)) return auth as PermissionCode;
  throw new Error(
    auth === undefined
      ? `Route ${method} ${url} declares no permission: set config.auth to 'public', 'login', 'staff' or a code`
      : `Route ${method} ${url} declares an unknown permission code '${String(auth)}'`,
  );
}

export interface GuardOptions {
  sessions: SessionStore;
}

/**
 * The permission guard: start-up fails for a route that declares nothing, and
 * every request is checked against its route's declaration before the handler.
 */
export const permissionGuard = fp<GuardOptions>(
  async (app: FastifyInstance, { sessions }) => {
    app.decorate('routeCatalogue', [] as RegisteredRoute[]);
    app.decorateRequest('user', null);
    app.decorateRequest('sessionToken', null);

    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const auth = declaredAuth(methods.join(','), route.url, route.config?.auth);
      route.config = { ...route.config, auth };
      for (const method of methods) {
        if (method !== 'HEAD') {
          app.routeCatalogue.push({ method, url: route.url, auth, schema: route.schema });
        }
      }
    });

    /** Whether a route's demand is a permission code, so the user's codes must be known. */
    const needsCodes = (auth: RouteAuth) => auth !== 'login' && auth !== 'staff';

    /** The guard's rule once the user (and, for a code, their codes) are known: null lets the request in. */
    const refusal = (auth: RouteAuth, user: SessionUser, codes: ReadonlySet<string> | undefined) => {
      if (auth === 'login') return null;
      if (auth === 'staff') return user.userType === STAFF_USER_TYPE ? null : forbidden();
      return codes?.has(auth) ? null : forbidden();
    };

    /** The same check when the session or the codes must be read from the database. */
    const checkFromStore = async (request: FastifyRequest, auth: RouteAuth, token: string) => {
      const user = await sessions.resolve(token);
      if (!user) throw unauthorised();
      request.user = user;
      request.sessionToken = token;
      const codes = needsCodes(auth) ? await sessions.permissionCodes(user.userId) : undefined;
      const refused = refusal(auth, user, codes);
      if (refused) throw refused;
    };

    // A callback hook: a session and codes held in memory (the common case) are checked
    // without a promise; otherwise the store reads them (issue 18, per-request cost).
    app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
      const auth = request.routeOptions.config.auth;
      // Unmatched URLs reach the not-found handler, which decides for itself.
      if (auth === undefined || auth === 'public') return done();
      const token = tokenFromHeader(request.headers.authorization);
      if (!token) return done(unauthorised());
      const user = sessions.heldUser(token);
      const codes = user && needsCodes(auth) ? sessions.heldCodes(user.userId) : undefined;
      if (user && (!needsCodes(auth) || codes)) {
        request.user = user;
        request.sessionToken = token;
        return done(refusal(auth, user, codes) ?? undefined);
      }
      checkFromStore(request, auth, token).then(() => done(), done);
    });
  },
  { name: 'permission-guard' },
);

/** The signed-in user of a route declared 'login' or with a code (never null there). */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorised();
  return request.user;
}
