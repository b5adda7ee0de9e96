import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import type { DeclarationsApi } from '../declarations/public';
import type { MessagesApi } from '../messages/public';
import { DecisionNotifier } from './notify';
import { examinationRoutes } from './routes';
import { ExaminationService } from './service';

/** The formal examination of declarations (BUSI_AUDIT); decisions told by message. */
export const examinationModule = defineModule({
  name: 'examination',
  build: (
    { db, log }: Platform,
    apis: {
      messages: MessagesApi;
      declarations: DeclarationsApi;
    },
  ) => {
    const notifier = new DecisionNotifier(db, apis.messages.messageCentre, (error) =>
      log.warn({ err: error }, 'examination message failed'),
    );
    return {
      services: { examination: new ExaminationService(db, apis.declarations, notifier) },
    };
  },
  routes: examinationRoutes,
});

export type ExaminationServices = { examination: ExaminationService };
