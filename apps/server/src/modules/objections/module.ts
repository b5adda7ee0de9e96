import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import type { DeclarationsApi } from '../declarations/public';
import type { EditionsApi } from '../editions/public';
import type { MessagesApi } from '../messages/public';
import type { PublicityApi } from '../publicity/public';
import type { ResultsApi } from '../results/public';
import type { TemplatesApi } from '../templates/public';
import { AwardingService, awardPublicityJob } from './awarding';
import { seedObjectionsDemo } from './demo';
import { seedCarryOverDemo } from './demo-carry';
import { ObjectorService } from './filing';
import { ObjectionHandlingService } from './handling';
import { ObjectionNotifier } from './notify';
import type { ObjectionsApi } from './public';
import { objectionFileRule } from './read-rule';
import { editionCounts, openCount } from './repository';
import { objectionRoutes } from './routes';
import { UnitResponseService } from './units';

/** Objections (异议) against the published lists, and the awarding at the end of the publicity. */
export const objectionsModule = defineModule({
  name: 'objections',
  build: (
    { db, log }: Platform,
    apis: {
      declarations: DeclarationsApi;
      editions: EditionsApi;
      messages: MessagesApi;
      publicity: PublicityApi;
      results: ResultsApi;
      templates: TemplatesApi;
    },
  ) => {
    // The edition cannot finish while an objection is open: the objections module counts them.
    apis.editions.answerObjectionsOpen((tx, editionId) => openCount(tx, editionId));
    const notifier = new ObjectionNotifier(db, apis.messages.messageCentre, apis.templates, (error) =>
      log.warn({ err: error }, 'objection notice failed'),
    );
    const awarding = new AwardingService(db, apis.declarations, apis.editions, apis.results, apis.publicity);
    const api: ObjectionsApi = { editionCounts: (editionId, within) => editionCounts(db, editionId, within) };
    return {
      api,
      services: {
        handling: new ObjectionHandlingService(db, awarding, notifier),
        objector: new ObjectorService(db, apis.publicity),
        units: new UnitResponseService(db),
        awarding,
      },
      hooks: { jobHandlers: [awardPublicityJob(awarding)], fileReadRules: [objectionFileRule(db)] },
    };
  },
  routes: objectionRoutes,
  // The finished edition's objections and awarding, then its deferred declaration carried into
  // the edition open for declaration (docs/domain.md "Demo data (a finished edition)").
  seedDemo: async (tx) => {
    await seedObjectionsDemo(tx);
    await seedCarryOverDemo(tx);
  },
});

export type ObjectionsServices = {
  handling: ObjectionHandlingService;
  objector: ObjectorService;
  units: UnitResponseService;
  awarding: AwardingService;
};
