import type { FileStore } from '../../platform/files/file-store';
import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { noticeAttachmentRule } from './attachments';
import { MyNoticeService } from './my-notices';
import type { NoticesApi } from './public';
import { PublicNoticeService } from './public-notices';
import { publicNoticeRoutes } from './public-routes';
import { releaseNoticesJob } from './release-job';
import { noticeRoutes } from './routes';
import { NoticeService } from './service';
import { NoticeStatusService } from './status';
import { insertPublicNotice, withdrawNotice } from './system-notices';
import { UnreadChanges } from './unread-changes';

/** System notices: drafts, release and revocation, their audience, pushes and read marks. */
export const noticesModule = defineModule({
  name: 'notices',
  build: ({ db, push, log, fileStore }: Platform) => {
    const onPushError = (error: unknown) => log.warn({ err: error }, 'messaging push failed');
    const changes = new UnreadChanges(onPushError);
    const noticeStatus = new NoticeStatusService(db, push, changes, onPushError);
    const api: NoticesApi = {
      onUnreadChange: (listener) => changes.listen(listener),
      insertPublicNotice,
      withdrawNotice,
    };
    return {
      services: {
        notices: new NoticeService(db),
        noticeStatus,
        myNotices: new MyNoticeService(db, changes),
        publicNotices: new PublicNoticeService(db),
        fileStore,
      },
      api,
      hooks: {
        // The audience of a notice downloads its attachments.
        fileReadRules: [noticeAttachmentRule(db)],
        jobHandlers: [releaseNoticesJob(noticeStatus)],
      },
    };
  },
  routes: (app, services) => {
    noticeRoutes(app, services);
    publicNoticeRoutes(app, services.publicNotices, services.fileStore);
  },
});

export type NoticesServices = {
  notices: NoticeService;
  noticeStatus: NoticeStatusService;
  myNotices: MyNoticeService;
  publicNotices: PublicNoticeService;
  fileStore: FileStore;
};
