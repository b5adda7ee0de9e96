import type { Db } from '../../db/client';
import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import type { Pusher } from '../../platform/push/hub';
import type { BanksApi } from './public';
import { bankRoutes } from './routes';
import { BankService } from './service';

/** Banks and branch banks (spec 001 §7): the maintained list the experts' accounts choose from. */
export const banksModule = defineModule({
  name: 'banks',
  build: ({ db, push }: Platform) => {
    const banks = new BankService(db);
    const api: BanksApi = banks;
    return { services: { banks, db, push }, api };
  },
  routes: bankRoutes,
});

export type BanksServices = { banks: BankService; db: Db; push: Pusher };
