import { optionalBody } from '@awards/shared/admin-fields';
import {
  myNoticePageQuerySchema,
  NOTICE_PATHS,
  noticeIdSchema,
  noticeIdsSchema,
  noticePageQuerySchema,
  noticeSaveSchema,
  noticeStatusSchema,
} from '@awards/shared/notices';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { NoticesServices } from './module';

const tags = ['notices'];

/**
 * System announcements (spec 000 §7 "Messages and notices"), NOTICE_* codes; my notices are 'login'.
 * The bell's getHeaderNotice is served by user-messages, which owns the bell.
 */
export function noticeRoutes(app: App, { notices, noticeStatus, myNotices }: NoticesServices): void {
  app.post(
    NOTICE_PATHS.page,
    {
      config: { auth: 'NOTICE_VIEW' },
      schema: {
        tags,
        summary: 'Notices (staff), filtered on title/status/priority/send time',
        body: optionalBody(noticePageQuerySchema),
      },
    },
    async (request) => ok(await notices.page(request.body)),
  );

  app.post(
    NOTICE_PATHS.userPage,
    {
      config: { auth: 'login' },
      schema: {
        tags,
        summary: 'My published notices with my read flag',
        body: optionalBody(myNoticePageQuerySchema),
      },
    },
    async (request) => ok(await myNotices.myPage(currentUser(request), request.body)),
  );

  app.post(
    NOTICE_PATHS.save,
    {
      // Adding and editing drafts share one call (spec 000 §7 "addNotice (add and edit)"):
      // the service asks for NOTICE_ADD or NOTICE_EDIT according to the act.
      config: { auth: 'login' },
      schema: { tags, summary: 'Add a draft (no id) or edit a draft (id)', body: noticeSaveSchema },
    },
    async (request) => ok(await notices.save(currentUser(request), request.body)),
  );

  app.post(
    NOTICE_PATHS.delete,
    {
      config: { auth: 'NOTICE_DEL' },
      schema: { tags, summary: 'Delete a notice (delete flag)', body: noticeIdSchema },
    },
    async (request) => ok(await notices.remove([request.body.noticeId])),
  );

  app.post(
    NOTICE_PATHS.deleteBatch,
    {
      config: { auth: 'NOTICE_BATCHDEL' },
      schema: { tags, summary: 'Delete notices, all or none', body: noticeIdsSchema },
    },
    async (request) => ok(await notices.remove(request.body.noticeIds)),
  );

  app.post(
    NOTICE_PATHS.updateStatus,
    {
      // Release needs NOTICE_ISSUE, revoke NOTICE_REPEAL: the service checks the one the change needs.
      config: { auth: 'login' },
      schema: { tags, summary: 'Release (sendStatus 1) or revoke (sendStatus 2)', body: noticeStatusSchema },
    },
    async (request) =>
      ok(
        await noticeStatus.updateStatus(currentUser(request), request.body.noticeId, request.body.sendStatus),
      ),
  );

  app.post(
    NOTICE_PATHS.detail,
    {
      config: { auth: 'login' },
      schema: {
        tags,
        summary: 'One notice: any for NOTICE_VIEW, else a published one addressed to me',
        body: noticeIdSchema,
      },
    },
    async (request) => ok(await myNotices.detail(currentUser(request), request.body.noticeId)),
  );

  app.post(
    NOTICE_PATHS.read,
    {
      config: { auth: 'login' },
      schema: { tags, summary: 'Mark one notice read for me', body: noticeIdSchema },
    },
    async (request) => ok(await myNotices.markRead(currentUser(request), request.body.noticeId)),
  );

  app.post(
    NOTICE_PATHS.readMany,
    {
      config: { auth: 'login' },
      schema: { tags, summary: 'Mark several notices read for me', body: noticeIdsSchema },
    },
    async (request) => ok(await myNotices.markManyRead(currentUser(request), request.body.noticeIds)),
  );
}
