import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import type { DecisionNotifier } from '../experts/notify';
import { registrationRoutes } from './routes';
import { RegistrationService } from './service';

/** The registration audit of declaring units; decisions told by message. */
export const registrationModule = defineModule({
  name: 'registration',
  build: ({ db }: Platform, { experts }: { experts: { notifier: DecisionNotifier } }) => ({
    services: { registrations: new RegistrationService(db, experts.notifier) },
  }),
  routes: registrationRoutes,
});

export type RegistrationServices = { registrations: RegistrationService };
