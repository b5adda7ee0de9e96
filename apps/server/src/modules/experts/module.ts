import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import type { BanksApi } from '../banks/public';
import type { ChannelsApi } from '../channels/public';
import type { DictionariesApi } from '../dictionaries/public';
import type { EditionsApi } from '../editions/public';
import type { MessagesApi } from '../messages/public';
import type { RegionsApi } from '../regions/public';
import { ExpertAuditService } from './audit';
import { ExpertBlacklistService } from './blacklist';
import { seedExpertsDemo } from './demo';
import { ExpertExportService } from './export';
import { expertLifecycleRoutes } from './lifecycle-routes';
import { DecisionNotifier } from './notify';
import { EditionPoolService } from './pool';
import type { ExpertsApi } from './public';
import { ExpertRecycleService } from './recycle';
import { poolMembersOf } from './repository';
import { expertRoutes } from './routes';
import { ExpertSelfService } from './self';
import { expertSelfRoutes } from './self-routes';
import { ExpertService } from './service';

/** The expert pool: records, audit, blacklist, recycle bin, and editions' pools; decisions told by message. */
export const expertsModule = defineModule({
  name: 'experts',
  build: (
    { db, log, exports }: Platform,
    {
      messages,
      editions,
      dictionaries,
      regions,
      channels,
      banks,
    }: {
      messages: MessagesApi;
      editions: EditionsApi;
      dictionaries: DictionariesApi;
      regions: RegionsApi;
      channels: ChannelsApi;
      banks: BanksApi;
    },
  ) => {
    const notifier = new DecisionNotifier(db, messages.messageCentre, (error) =>
      log.warn({ err: error }, 'decision message failed'),
    );
    return {
      services: {
        experts: new ExpertService(db, dictionaries, regions, banks),
        expertAudit: new ExpertAuditService(db, notifier, channels.outbound),
        expertBlacklist: new ExpertBlacklistService(db),
        expertRecycle: new ExpertRecycleService(db),
        expertExport: new ExpertExportService(db, dictionaries, exports),
        editionPool: new EditionPoolService(db, notifier, editions),
        expertSelf: new ExpertSelfService(db, dictionaries, banks),
      },
      api: { notifier, poolMembers: poolMembersOf } satisfies ExpertsApi,
    };
  },
  routes: (app, services) => {
    expertRoutes(app, services);
    expertLifecycleRoutes(app, services);
    expertSelfRoutes(app, services);
  },
  // Thirty experts in every state, twelve in the pool of the edition open for declaration.
  seedDemo: (tx) => seedExpertsDemo(tx),
});

export type ExpertsServices = {
  experts: ExpertService;
  expertAudit: ExpertAuditService;
  expertBlacklist: ExpertBlacklistService;
  expertRecycle: ExpertRecycleService;
  expertExport: ExpertExportService;
  editionPool: EditionPoolService;
  expertSelf: ExpertSelfService;
};
