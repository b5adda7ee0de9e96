import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { smsLogRoutes } from './routes';
import { SmsLogService } from './service';

/** The SMS log. */
export const smsModule = defineModule({
  name: 'sms',
  build: ({ db }: Platform) => ({ services: { smsLog: new SmsLogService(db) } }),
  routes: smsLogRoutes,
});

export type SmsServices = { smsLog: SmsLogService };
