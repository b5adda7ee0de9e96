import { type DestinationStream, type Logger, pino } from 'pino';

/**
 * The server log (stdout in production). Nothing secret may reach it: the URLs
 * of the download and websocket routes carry a session token in `?token=`, and
 * database errors carry the values of the failed query (a new user's password
 * hash, say). The serializers below are the one place where that is stripped,
 * for Fastify's own request lines and for every `{ err }` the code logs.
 * docs/security.md, "Issue 11".
 */

export const REDACTED = '[REDACTED]';

/** Query parameter names whose value is never logged (compared without case, `_` or `-`). */
const SECRET_NAME =
  /token|secret|passw|pwd|ticket|captcha|signature|credential|session|apikey|otp|smscode|authcode/;
const SECRET_EXACT = new Set(['code', 'key', 'sig', 'auth', 'authorization', 'jwt', 'hash', 'salt']);

export function isSecretName(name: string): boolean {
  const plain = name.toLowerCase().replace(/[_-]/g, '');
  return SECRET_EXACT.has(plain) || SECRET_NAME.test(plain);
}

/** Paths that carry a secret in a segment (docs/sso.md: the OAuth code of third-party sign-in). */
const SECRET_PATH = /^(\/thirdLogin\/getLoginUser\/)[^?#]*/i;

/** The path with a secret segment replaced (the rest of the URL as it came). */
export function redactPath(url: string): string {
  return url.replace(SECRET_PATH, `$1${REDACTED}`);
}

/** The URL with the value of every secret-looking query parameter (and path segment) replaced. */
export function redactUrl(whole: string): string {
  const url = redactPath(whole);
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replaceAll('+', ' '));
      } catch {
        // A malformed escape: judge the raw text.
      }
      return eq >= 0 && isSecretName(name) ? `${rawName}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, mark + 1)}${query}`;
}

/** `token=…`-like pairs inside free text (a message that quotes a URL). */
const SECRET_IN_TEXT =
  /([?&;\s"'(]|^)([\w-]*(?:token|secret|passw|pwd|ticket|captcha|signature|credential|session|api[_-]?key|otp)[\w-]*)=([^&\s"'#)]+)/gi;

export function redactText(text: string): string {
  return text.replace(SECRET_IN_TEXT, (_all, lead: string, name: string) => `${lead}${name}=${REDACTED}`);
}

interface RequestLike {
  method?: string;
  url?: string;
  ip?: string;
  host?: string;
  hostname?: string;
  socket?: { remotePort?: number } | null;
}

/** Fastify's request line, with the URL redacted and no headers (Authorization, Cookie). */
function requestSerializer(req: RequestLike) {
  return {
    method: req.method,
    url: typeof req.url === 'string' ? redactUrl(req.url) : req.url,
    host: req.host ?? req.hostname,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/**
 * The fields of a PostgreSQL error that say what failed without saying with
 * which values. Left out on purpose: `detail` ("Key (login_name)=(…)", "Failing
 * row contains (…)" with every column), `where`, `internalQuery`, and drizzle's
 * `params`.
 */
const SAFE_ERROR_FIELDS = [
  'code',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'routine',
  'statusCode',
  'errno',
  'syscall',
] as const;

const MAX_CAUSES = 5;

/**
 * A message as the log may show it: drizzle's "Failed query: <sql>\nparams: <values>"
 * keeps its SQL and loses its values, and `token=…`-like pairs are redacted.
 */
export function safeMessage(message: string): string {
  // Up to the end, or in a stack up to the first frame line.
  return redactText(message.replace(/\nparams: (?:(?!\n\s+at )[\s\S])*/, `\nparams: ${REDACTED}`));
}

/** PostgreSQL's data exceptions (class 22) quote the offending value: `…for type uuid: "<value>"`. */
function safeErrorMessage(error: Error): string {
  const code = (error as { code?: unknown }).code;
  const message =
    typeof code === 'string' && code.startsWith('22')
      ? error.message.replace(/: ".*"$/s, `: ${REDACTED}`)
      : error.message;
  return safeMessage(message);
}

function safeStack(stack: string | undefined, message: string, safe: string): string | undefined {
  if (!stack) return undefined;
  const stripped = message && stack.includes(message) ? stack.replace(message, safe) : stack;
  // Whatever else the first lines quote (a message the error built from its values).
  return safeMessage(stripped);
}

export interface SafeError {
  type: string;
  message: string;
  stack?: string;
  [field: string]: unknown;
}

/**
 * An error as the log may show it: type, message and stack (with the causes'
 * messages appended, as pino does), and the safe PostgreSQL fields of the first
 * error in the chain that has them. Never the query's parameters.
 */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) {
    return typeof error === 'string' ? redactText(error) : error;
  }
  const out: SafeError = { type: error.constructor?.name ?? error.name, message: '' };
  const messages: string[] = [];
  const stacks: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth <= MAX_CAUSES && current instanceof Error; depth++) {
    const safe = safeErrorMessage(current);
    messages.push(safe);
    const stack = safeStack(current.stack, current.message, safe);
    if (stack) stacks.push(depth === 0 ? stack : `caused by: ${stack}`);
    for (const field of SAFE_ERROR_FIELDS) {
      const value = (current as unknown as Record<string, unknown>)[field];
      if (out[field] === undefined && (typeof value === 'string' || typeof value === 'number')) {
        out[field] = value;
      }
    }
    current = current.cause;
  }
  out.message = messages.join(': ');
  out.stack = stacks.join('\n');
  return out;
}

/**
 * Free-text messages are redacted too (Fastify quotes raw URLs in a few
 * warnings), and an error logged without a message gets its safe message:
 * pino would otherwise copy the raw `err.message` into `msg`.
 */
function logMethod(this: Logger, args: unknown[], method: (...a: unknown[]) => void): void {
  const [first, ...rest] = args;
  const strings = (list: unknown[]) => list.map((arg) => (typeof arg === 'string' ? safeMessage(arg) : arg));
  const error = first instanceof Error ? first : (first as { err?: unknown } | null)?.err;
  if (error instanceof Error && typeof rest[0] !== 'string') {
    const fields = first instanceof Error ? { err: first } : first;
    method.apply(this, [fields, safeErrorMessage(error), ...strings(rest)]);
    return;
  }
  method.apply(this, strings(args));
}

export interface LoggerOptions {
  level: string;
  /** Where the lines go; stdout when not given (tests pass a stream to read them back). */
  destination?: DestinationStream;
}

export function createLogger({ level, destination }: LoggerOptions): Logger {
  const options = {
    level,
    serializers: { req: requestSerializer, err: serializeError, error: serializeError },
    hooks: { logMethod },
  };
  return destination ? pino(options, destination) : pino(options);
}
