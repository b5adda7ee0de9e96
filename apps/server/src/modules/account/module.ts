import { attemptLimitsOf } from '../../platform/auth/attempts';
import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { accountRoutes } from './routes';
import { AccountService } from './service';

/** The signed-in user's own password change (spec 000 §5). */
export const accountModule = defineModule({
  name: 'account',
  build: ({ db, sessions, config }: Platform) => ({
    services: {
      account: new AccountService(db, sessions, config.PASSWORD_TRANSPORT_KEY, attemptLimitsOf(config)),
    },
  }),
  routes: accountRoutes,
});

export type AccountServices = { account: AccountService };
