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
  /** Serve the built portal from this folder when it exists. */
  WEB_DIST: z.string().default('../web/dist'),
  LOGIN_CAPTCHA_AFTER: z.coerce.number().int().min(1).default(3),
  LOGIN_LOCK_AFTER: z.coerce.number().int().min(1).default(10),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  /** Sign-in attempts per minute from one address. */
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  SESSION_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  /** Trust X-Forwarded-For from a reverse proxy in front of the server. */
  TRUST_PROXY: booleanFlag,
  /** Fire started scheduled tasks in this process (docs/monitoring.md); tests leave it off. */
  SCHEDULER_ENABLED: booleanFlagDefaultTrue,
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
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

export function parseConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
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
