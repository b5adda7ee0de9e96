import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import type { DeclarationService } from '../declarations/service';
import type { MessageCentreService } from '../messages/service';
import { DecisionNotifier } from './notify';
import { examinationRoutes } from './routes';
import { ExaminationService } from './service';

/** The formal examination of declarations (BUSI_AUDIT); decisions told by message. */
export const examinationModule = defineModule({
  name: 'examination',
  build: (
    { db, log }: Platform,
    apis: {
      messages: { messageCentre: MessageCentreService };
      declarations: { declarations: DeclarationService };
    },
  ) => {
    const notifier = new DecisionNotifier(db, apis.messages.messageCentre, (error) =>
      log.warn({ err: error }, 'examination message failed'),
    );
    return {
      services: {
        examination: new ExaminationService(db, notifier),
        declarations: apis.declarations.declarations,
      },
    };
  },
  routes: examinationRoutes,
});

export type ExaminationServices = { examination: ExaminationService; declarations: DeclarationService };
