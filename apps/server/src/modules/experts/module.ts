import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import type { MessageCentreService } from '../messages/service';
import { ExpertAuditService } from './audit';
import { ExpertBlacklistService } from './blacklist';
import { ExpertExportService } from './export';
import { expertLifecycleRoutes } from './lifecycle-routes';
import { DecisionNotifier } from './notify';
import { EditionPoolService } from './pool';
import { ExpertRecycleService } from './recycle';
import { expertRoutes } from './routes';
import { ExpertService } from './service';

/** The expert pool: records, audit, blacklist, recycle bin, and editions' pools; decisions told by message. */
export const expertsModule = defineModule({
  name: 'experts',
  build: ({ db, log }: Platform, { messages }: { messages: { messageCentre: MessageCentreService } }) => {
    const notifier = new DecisionNotifier(db, messages.messageCentre, (error) =>
      log.warn({ err: error }, 'decision message failed'),
    );
    return {
      services: {
        experts: new ExpertService(db),
        expertAudit: new ExpertAuditService(db, notifier),
        expertBlacklist: new ExpertBlacklistService(db),
        expertRecycle: new ExpertRecycleService(db),
        expertExport: new ExpertExportService(db),
        editionPool: new EditionPoolService(db, notifier),
      },
      api: { notifier },
    };
  },
  routes: (app, services) => {
    expertRoutes(app, services);
    expertLifecycleRoutes(app, services);
  },
});

export type ExpertsServices = {
  experts: ExpertService;
  expertAudit: ExpertAuditService;
  expertBlacklist: ExpertBlacklistService;
  expertRecycle: ExpertRecycleService;
  expertExport: ExpertExportService;
  editionPool: EditionPoolService;
};
