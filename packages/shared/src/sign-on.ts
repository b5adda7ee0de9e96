import { z } from 'zod';
import { text } from './primitives';
import { SIGN_ON_LIMITS, SIGN_ON_MESSAGES } from './sign-on-messages';

export * from './sign-on-messages';

const opaque = (max: number, required: string, invalid: string) =>
  text({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: invalid })
    // Tickets and codes are printable ASCII without spaces (CAS 3.0 §3.7, RFC 6749 A.11).
    .regex(/^[\x21-\x7e]+$/, { error: invalid });

/** `GET /cas/client/validateLogin?ticket=…&service=…`: service defaults to the configured one. */
export const casValidateQuerySchema = z.object({
  ticket: opaque(SIGN_ON_LIMITS.ticket, SIGN_ON_MESSAGES.ticketRequired, SIGN_ON_MESSAGES.ticketInvalid),
  service: text({ error: SIGN_ON_MESSAGES.serviceInvalid })
    .max(SIGN_ON_LIMITS.service, { error: SIGN_ON_MESSAGES.serviceInvalid })
    .optional(),
});
export type CasValidateQuery = z.infer<typeof casValidateQuerySchema>;

export const oauthCodeSchema = z.object({
  code: opaque(SIGN_ON_LIMITS.code, SIGN_ON_MESSAGES.codeRequired, SIGN_ON_MESSAGES.codeInvalid),
});
