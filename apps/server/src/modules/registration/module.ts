import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import type { ExpertsApi } from '../experts/public';
import { seedPendingRegistrations } from './demo';
import { registrationRoutes } from './routes';
import { RegistrationService } from './service';

/** The registration audit of declaring units; decisions told by message. */
export const registrationModule = defineModule({
  name: 'registration',
  build: ({ db }: Platform, { experts }: { experts: ExpertsApi }) => ({
    services: { registrations: new RegistrationService(db, experts.notifier) },
  }),
  routes: registrationRoutes,
  // Three new units whose declarers wait for their registration audit.
  seedDemo: (tx, { passwordHash }) => seedPendingRegistrations(tx, passwordHash),
});

export type RegistrationServices = { registrations: RegistrationService };
