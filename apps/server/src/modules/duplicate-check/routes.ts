import { duplicateCheckSchema, ruleCheckSchema } from '@awards/shared/duplicate-check';
import { localeOf } from '@awards/shared/i18n';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { DuplicateCheckServices } from './module';

const tags = ['checks'];

/**
 * The generic form checks of spec 001 §5. The duplicate check tells whether a value
 * (a login name, a phone number...) exists: staff forms only, or a client user could
 * probe accounts (docs/security.md, "Staff-only routes"). The rule check reads no data.
 */
export function duplicateCheckRoutes(app: App, { duplicateCheck }: DuplicateCheckServices): void {
  app.post(
    '/rest/duplicate/check',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        summary:
          'Is fieldVal unused in a whitelisted table column? 409 "该值不可用，系统中已存在！" when used',
        body: duplicateCheckSchema,
      },
    },
    async (request) =>
      ok(await duplicateCheck.check(request.body, localeOf(request.headers['accept-language']))),
  );

  app.get(
    '/rest/duplicate/checkRule',
    {
      config: { auth: 'login' },
      schema: {
        tags,
        summary: 'Does the (URL-encoded) value obey the rule? 400 with the rule message when not',
        querystring: ruleCheckSchema,
      },
    },
    async (request) =>
      ok(duplicateCheck.checkRule(request.query, localeOf(request.headers['accept-language']))),
  );
}
