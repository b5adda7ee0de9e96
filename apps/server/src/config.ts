import { EXPORT_SYNC_MAX_ROWS } from '@awards/shared/exports';
import { DEFAULT_PASSWORD_TRANSPORT_KEY } from '@awards/shared/password';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** Like booleanFlag, but on unless set to false/0. */
const booleanFlagDefaultTrue = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v !== 'false' && v !== '0');

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

const optionalText = z.preprocess(emptyAsUndefined, z.string().optional());
const optionalUrl = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, { error: 'must be an http:// or https:// URL' })
    .optional(),
);

const CAS_KEYS = ['CAS_BASE_URL', 'CAS_SERVICE_URL'] as const;
const OAUTH_KEYS = [
  'OAUTH_AUTHORIZE_URL',
  'OAUTH_TOKEN_URL',
  'OAUTH_USERINFO_URL',
  'OAUTH_CLIENT_ID',
  'OAUTH_CLIENT_SECRET',
  'OAUTH_REDIRECT_URL',
] as const;

/**
 * The environment, parsed once at start. A bad value stops the process with a
 * message naming the variable, rather than failing later in some request.
 */
export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// URL' })
      .optional(),
  ),
  DATA_DIR: z.string().min(1).default('./data'),
  REDIS_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, { error: 'must be a redis:// URL' })
      .optional(),
  ),
  /**
   * The push sockets' heartbeat (docs/realtime.md): every period each socket is pinged,
   * one that missed the last ping is dropped, and the sessions of the open sockets are
   * re-checked (a session ended anywhere loses its socket within one period).
   */
  PUSH_HEARTBEAT_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
  ADMIN_PASSWORD: z.preprocess(
    emptyAsUndefined,
    z.string().min(8, { error: 'must be at least 8 characters' }).optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** AES key for the change-password transport encryption (spec 000 §5): 16, 24 or 32 bytes. */
  PASSWORD_TRANSPORT_KEY: z
    .string()
    .default(DEFAULT_PASSWORD_TRANSPORT_KEY)
    .refine((k) => [16, 24, 32].includes(Buffer.byteLength(k)), { error: 'must be 16, 24 or 32 bytes long' }),
  /** Load demo organisations and users on start (npm start sets it). */
  DEMO_DATA: booleanFlag,
  /**
   * With DEMO_DATA: this many more access-log rows, to try the log pages and their export
   * at a year's volume (the export browser test uses 200,000). Synthetic, marked as such.
   */
  DEMO_ACCESS_LOG_ROWS: z.coerce.number().int().min(0).max(5_000_000).default(0),
  /** Serve the built portal from this folder when it exists. */
  WEB_DIST: z.string().default('../web/dist'),
  /** Serve the built public site (apps/site) under /site/ from this folder when it exists. */
  SITE_DIST: z.string().default('../site/dist'),
  LOGIN_CAPTCHA_AFTER: z.coerce.number().int().min(1).default(3),
  LOGIN_LOCK_AFTER: z.coerce.number().int().min(1).default(10),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  /** Sign-in attempts per minute from one address. */
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  SESSION_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  /**
   * Sessions and permission codes held in memory (docs/security.md): the longest an entry
   * is trusted without an announced change, and the entries of each cache; 0 turns it off.
   */
  AUTH_CACHE_MAX_AGE_MS: z.coerce.number().int().min(0).max(300_000).default(30_000),
  AUTH_CACHE_ENTRIES: z.coerce.number().int().min(0).max(1_000_000).default(5_000),
  /** Trust X-Forwarded-For from a reverse proxy in front of the server. */
  TRUST_PROXY: booleanFlag,
  /** Fire started scheduled tasks in this process (docs/monitoring.md); tests leave it off. */
  SCHEDULER_ENABLED: booleanFlagDefaultTrue,
  /**
   * Exports of fewer rows than this are answered at once with the file; larger ones run in
   * the background (platform/exports). Tests and the bench lower it to reach the background path.
   */
  EXPORT_SYNC_MAX_ROWS: z.coerce.number().int().min(0).default(EXPORT_SYNC_MAX_ROWS),
  /** Write the access log (the bench turns it off to measure its cost). */
  ACCESS_LOG_ENABLED: booleanFlagDefaultTrue,
  /** When set, GET /metrics needs `Authorization: Bearer <token>`; unset, loopback callers only. */
  METRICS_TOKEN: z.preprocess(
    emptyAsUndefined,
    z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  ),
  /** Outgoing e-mail (message channel 2); without SMTP_HOST an e-mail send is recorded as failed. */
  SMTP_HOST: z.preprocess(emptyAsUndefined, z.string().optional()),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_USER: z.preprocess(emptyAsUndefined, z.string().optional()),
  SMTP_PASS: z.preprocess(emptyAsUndefined, z.string().optional()),
  SMTP_FROM: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** Implicit TLS (port 465); otherwise STARTTLS when the server offers it. */
  SMTP_SECURE: booleanFlag,
  /**
   * CAS single sign-on (docs/sso.md): the CAS server's base (…/cas; /login, /logout and
   * /p3/serviceValidate are below it) and the portal page CAS sends the browser back to
   * (https://portal.example/_login/cas). Both or neither.
   */
  CAS_BASE_URL: optionalUrl,
  CAS_SERVICE_URL: optionalUrl,
  /**
   * An OAuth 2.0 / OpenID Connect provider for third-party sign-in (docs/sso.md): its
   * endpoints, this client's id and secret, the portal page it sends the browser back to
   * (https://portal.example/_login/oauth). All of them or none.
   */
  OAUTH_AUTHORIZE_URL: optionalUrl,
  OAUTH_TOKEN_URL: optionalUrl,
  OAUTH_USERINFO_URL: optionalUrl,
  OAUTH_CLIENT_ID: optionalText,
  OAUTH_CLIENT_SECRET: optionalText,
  OAUTH_REDIRECT_URL: optionalUrl,
  /** When set, an id_token in the token answer must be issued by it, for this client. */
  OAUTH_ISSUER: optionalText,
  OAUTH_SCOPE: z.string().min(1).default('openid profile'),
  /** Stored as users.third_type of bound accounts: change it and every binding is lost. */
  OAUTH_TYPE: z
    .string()
    .regex(/^[a-z0-9_-]{1,32}$/, { error: 'must be 1 to 32 of a-z, 0-9, _ and -' })
    .default('oidc'),
  /** The provider's name on the sign-in and bindings pages (a proper name, e.g. the company's). */
  OAUTH_NAME: optionalText,
  /**
   * The key (64 hex digits, 32 bytes) that seals the apps' integration secrets in the database
   * (AES-256-GCM): the system-to-system upload `/auth/webUpload` verifies the sender's HMAC
   * with the secret it unseals. Unset: no secret can be issued and the upload answers 404
   * (docs/integration.md).
   */
  INTEGRATION_SECRET_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, { error: 'must be 64 hexadecimal digits (32 bytes)' })
      .optional(),
  ),
  /** How far a web upload's request time may be from the server's clock, in seconds. */
  WEB_UPLOAD_MAX_SKEW_S: z.coerce.number().int().min(10).max(3600).default(300),
  /** How long the server waits for the CAS server or the provider. */
  SIGN_ON_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
});

/** A half-configured sign-on would fail at the first user: refuse it at start. */
const allOrNone = (keys: readonly string[]) => (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
  const set = keys.filter((k) => value[k] !== undefined);
  if (set.length === 0 || set.length === keys.length) return;
  for (const key of keys.filter((k) => value[k] === undefined)) {
    ctx.addIssue({ code: 'custom', path: [key], message: `must be set with ${set.join(', ')}` });
  }
};

const checkedConfigSchema = configSchema.superRefine(allOrNone(CAS_KEYS)).superRefine(allOrNone(OAUTH_KEYS));

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

export function parseConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = checkedConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** Test and tool defaults: everything a config needs, overridable. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...parseConfig({ LOG_LEVEL: 'silent' }), SCHEDULER_ENABLED: false, ...overrides };
}
