import { localeOf } from '@awards/shared/i18n';
import {
  PUBLICITY_PATHS as P,
  publicityEditionSchema,
  publicityPublishSchema,
  publicitySettingsSaveSchema,
  publicityUnpublishSchema,
  publicSnapshotPageSchema,
  snapshotIdSchema,
} from '@awards/shared/publicity';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import { sendExport } from '../../platform/xlsx';
import type { PublicityServices } from './module';

const tags = ['publicity'];

/** Staff calls (`/rest/publicity/*`, PUBLICITY_*) and the public site's reads (`/rest/public/publicity/*`). */
export function publicityRoutes(app: App, services: PublicityServices): void {
  const { settings, publish, reads, outputs } = services;
  const staff = { tags };

  app.post(
    P.settings,
    {
      config: { auth: 'PUBLICITY_VIEW' },
      schema: { ...staff, summary: "The edition's publicity settings", body: publicityEditionSchema },
    },
    async (request) => ok(await settings.get(request.body.editionId)),
  );
  app.post(
    P.settingsSave,
    {
      config: { auth: 'PUBLICITY_PUBLISH' },
      schema: {
        ...staff,
        summary: 'Save the period and the fields shown',
        body: publicitySettingsSaveSchema,
      },
    },
    async (request) => ok(await settings.save(currentUser(request), request.body)),
  );
  app.post(
    P.list,
    {
      config: { auth: 'PUBLICITY_VIEW' },
      schema: {
        ...staff,
        summary: "The edition's published lists, newest first",
        body: publicityEditionSchema,
      },
    },
    async (request) => ok(await reads.list(request.body.editionId)),
  );
  app.post(
    P.detail,
    {
      config: { auth: 'PUBLICITY_VIEW' },
      schema: { ...staff, summary: 'One published list with its entries', body: snapshotIdSchema },
    },
    async (request) => ok(await reads.detail(request.body.snapshotId)),
  );
  app.post(
    P.verify,
    {
      config: { auth: 'PUBLICITY_VIEW' },
      schema: { ...staff, summary: 'Recompute the content hash and compare', body: snapshotIdSchema },
    },
    async (request) => ok(await reads.verify(request.body.snapshotId)),
  );
  app.post(
    P.preview,
    {
      config: { auth: 'PUBLICITY_PUBLISH' },
      schema: {
        ...staff,
        summary: 'What publish would write, without writing',
        body: publicityPublishSchema,
      },
    },
    async (request) => ok(await publish.preview(request.body)),
  );
  app.post(
    P.publish,
    {
      config: { auth: 'PUBLICITY_PUBLISH' },
      schema: {
        ...staff,
        summary: 'Publish the confirmed lists: the snapshot, publicise, the edition to publicity, the notice',
        body: publicityPublishSchema,
      },
    },
    async (request) => ok(await publish.publish(currentUser(request), request.body)),
  );
  app.post(
    P.unpublish,
    {
      config: { auth: 'PUBLICITY_UNPUBLISH' },
      schema: { ...staff, summary: 'Withdraw a list with the reason (kept)', body: publicityUnpublishSchema },
    },
    async (request) => ok(await publish.unpublish(currentUser(request), request.body)),
  );
  app.post(
    P.export,
    {
      config: { auth: 'PUBLICITY_VIEW' },
      schema: { ...staff, summary: 'The published list as .xlsx', body: snapshotIdSchema },
    },
    async (request, reply) => {
      const owner = {
        userId: currentUser(request).userId,
        locale: localeOf(request.headers['accept-language']),
      };
      return sendExport(reply, await outputs.export(owner, request.body.snapshotId), 'publicity.xlsx');
    },
  );
  app.post(
    P.print,
    {
      config: { auth: 'PUBLICITY_VIEW' },
      schema: { ...staff, summary: 'The published list as a printable page', body: snapshotIdSchema },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(await outputs.html(request.body.snapshotId, localeOf(request.headers['accept-language']))),
  );

  app.post(
    P.publicPage,
    {
      config: { auth: 'public' },
      schema: { tags: ['public'], summary: 'Published lists, newest first', body: publicSnapshotPageSchema },
    },
    async (request) => ok(await reads.publicPage(request.body)),
  );
  app.post(
    P.publicDetail,
    {
      config: { auth: 'public' },
      schema: {
        tags: ['public'],
        summary: 'One published list: the whitelisted fields, the period, the days left',
        body: snapshotIdSchema,
      },
    },
    async (request) => ok(await reads.publicDetail(request.body.snapshotId)),
  );
}
