import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import type { CountPusher } from '../user-messages/count-pusher';
import { messagingAttachmentRule } from './attachments';
import { releaseNoticesJob } from './release-job';
import { noticeRoutes } from './routes';
import { NoticeService } from './service';

/** System notices: drafts, release and revocation, their audience and pushes. */
export const noticesModule = defineModule({
  name: 'notices',
  build: ({ db, push, log }: Platform, apis: { 'user-messages': { counts: CountPusher } }) => {
    const onPushError = (error: unknown) => log.warn({ err: error }, 'messaging push failed');
    const notices = new NoticeService(db, push, apis['user-messages'].counts, onPushError);
    return {
      services: { notices },
      hooks: {
        // The audience of a notice and the receivers of a message download its attachments.
        fileReadRules: [messagingAttachmentRule(db)],
        jobHandlers: [releaseNoticesJob(notices)],
      },
    };
  },
  routes: noticeRoutes,
});

export type NoticesServices = { notices: NoticeService };
