import type { FileStore } from '../../platform/files/file-store';
import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import type { BanksApi } from '../banks/public';
import type { ChannelsApi } from '../channels/public';
import type { DictionariesApi } from '../dictionaries/public';
import type { ExpertsApi } from '../experts/public';
import type { RegionsApi } from '../regions/public';
import { seedDemoPerson, seedPendingRegistrations } from './demo';
import { PersonSignupService } from './person';
import { applicationFileRule } from './read-rule';
import { registrationRoutes } from './routes';
import { RegistrationService } from './service';
import { SignupService } from './signup';
import { signupRoutes } from './signup-routes';
import { RegistrationTickets } from './tickets';

/**
 * The registration audit of declaring units, decisions told by message and SMS; and the
 * public site's registration of units, experts and persons (docs/site.md "Registration").
 */
export const registrationModule = defineModule({
  name: 'registration',
  build: (
    { db, config }: Platform,
    apis: {
      experts: ExpertsApi;
      channels: ChannelsApi;
      files: { fileStore: FileStore };
      dictionaries: DictionariesApi;
      regions: RegionsApi;
      banks: BanksApi;
    },
  ) => {
    const tickets = new RegistrationTickets(db, apis.channels.outbound);
    return {
      services: {
        registrations: new RegistrationService(db, apis.experts.notifier, apis.channels.outbound),
        tickets,
        signup: new SignupService(db, tickets, apis),
        persons: new PersonSignupService(db, tickets, config.PASSWORD_TRANSPORT_KEY),
        banks: apis.banks,
        dictionaries: apis.dictionaries,
        fileStore: apis.files.fileStore,
        rateLimit: { max: config.LOGIN_RATE_LIMIT, timeWindow: 60_000 },
      },
      hooks: { fileReadRules: [applicationFileRule(db)] },
    };
  },
  routes: (app, services) => {
    registrationRoutes(app, services);
    signupRoutes(app, services);
  },
  // Three new units whose declarers wait for their registration audit, and a person who files objections.
  seedDemo: async (tx, { passwordHash }) => {
    await seedPendingRegistrations(tx, passwordHash);
    await seedDemoPerson(tx, passwordHash);
  },
});

export type RegistrationServices = {
  registrations: RegistrationService;
  tickets: RegistrationTickets;
  signup: SignupService;
  persons: PersonSignupService;
  banks: BanksApi;
  dictionaries: DictionariesApi;
  fileStore: FileStore;
  rateLimit: { max: number; timeWindow: number };
};
