import { RTN } from '@awards/shared/envelope';
import { SIGN_ON_MESSAGES } from '@awards/shared/sign-on';
import { AppError } from '../../platform/errors';
import type { PlatformLog } from '../../platform/platform';
import { casEndpoints } from '../../platform/sign-on';

export const providerDown = () => new AppError(503, RTN.unavailable, SIGN_ON_MESSAGES.providerDown);

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The text of an XML element's content: CDATA kept as is, entities decoded. */
function xmlText(raw: string): string {
  const cdata = /^\s*<!\[CDATA\[([\s\S]*?)\]\]>\s*$/.exec(raw);
  if (cdata) return cdata[1]!.trim();
  return raw
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (all, name: string) => {
      if (name[0] === '#') {
        const point =
          name[1]?.toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : all;
      }
      return XML_ENTITIES[name] ?? all;
    })
    .trim();
}

/** An element's content by local name, whatever its namespace prefix (cas: by convention). */
const element = (xml: string, name: string): string | null =>
  new RegExp(`<(?:[\\w.-]+:)?${name}\\b[^>]*>([\\s\\S]*?)</(?:[\\w.-]+:)?${name}>`).exec(xml)?.[1] ?? null;

export type CasOutcome = { user: string } | { failure: string };

/**
 * Reads a CAS 2.0/3.0 service validation answer (CAS protocol §2.5.2): the user of
 * authenticationSuccess, or the code of authenticationFailure. Anything else is a failure.
 */
export function parseServiceResponse(xml: string): CasOutcome {
  const success = element(xml, 'authenticationSuccess');
  if (success !== null) {
    const user = element(success, 'user');
    if (user !== null && xmlText(user)) return { user: xmlText(user) };
    return { failure: 'NO_USER' };
  }
  const code = /<(?:[\w.-]+:)?authenticationFailure\b[^>]*\bcode\s*=\s*"([^"]*)"/.exec(xml)?.[1];
  return { failure: code ?? 'UNREADABLE' };
}

/**
 * Validates service tickets at the configured CAS server: GET
 * <base>/p3/serviceValidate?service=…&ticket=… (CAS 3.0; the 2.0 answer is the same XML).
 * A ticket is good once: the CAS server forgets it after this call.
 */
export class CasClient {
  constructor(
    private readonly base: string,
    private readonly timeoutMs: number,
    private readonly log: PlatformLog,
  ) {}

  /** The user the CAS server vouches for, or why it refused the ticket; a CAS server down is a 503. */
  async validate(ticket: string, service: string): Promise<CasOutcome> {
    const url = new URL(casEndpoints(this.base).validate);
    url.searchParams.set('service', service);
    url.searchParams.set('ticket', ticket);
    let body: string;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(this.timeoutMs) });
      body = await response.text();
      // Some servers answer a refusal with 200, others not: the XML decides, unless there is none.
      if (!response.ok && !body.includes('authenticationFailure')) {
        this.log.warn({ status: response.status }, 'cas: the validation answered an error');
        throw providerDown();
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      // Only the kind of failure: the URL carries the ticket.
      this.log.warn({ reason: (error as Error).name }, 'cas: the server could not be reached');
      throw providerDown();
    }
    return parseServiceResponse(body);
  }
}
