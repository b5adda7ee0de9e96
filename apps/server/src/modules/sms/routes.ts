import { optionalBody } from '@awards/shared/admin-fields';
import { localeOf } from '@awards/shared/i18n';
import { SMS_PATHS, smsIdSchema, smsIdsSchema, smsPageQuerySchema } from '@awards/shared/sms';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { SmsServices } from './module';

const tags = ['sms log'];

/** The SMS log (spec 001 §7 "/rest/smsService/*"), SMS_* codes. */
export function smsLogRoutes(app: App, { smsLog }: SmsServices): void {
  app.post(
    SMS_PATHS.page,
    {
      config: { auth: 'SMS_VIEW' },
      schema: {
        tags,
        summary: 'Outbound SMS with send status and error',
        body: optionalBody(smsPageQuerySchema),
      },
    },
    async (request) => ok(await smsLog.page(request.body, localeOf(request.headers['accept-language']))),
  );

  app.post(
    SMS_PATHS.delete,
    { config: { auth: 'SMS_DEL' }, schema: { tags, summary: 'Delete one SMS log row', body: smsIdSchema } },
    async (request) => ok(await smsLog.remove([request.body.smsId])),
  );

  app.post(
    SMS_PATHS.deleteBatch,
    {
      config: { auth: 'SMS_DEL' },
      schema: { tags, summary: 'Delete SMS log rows, all or none', body: smsIdsSchema },
    },
    async (request) => ok(await smsLog.remove(request.body.smsIds)),
  );
}
