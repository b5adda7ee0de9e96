import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import type { OutboundDispatcher } from '../channels/outbound';
import { CaptchaService } from './captcha';
import { authRoutes } from './routes';
import { AuthService } from './service';
import { SmsLoginService } from './sms-login';
import { smsLoginRoutes } from './sms-routes';

/** Sign-in by password (with captcha and lock) and by SMS code, sign-out, the current user. */
export const authModule = defineModule({
  name: 'auth',
  build: (
    { db, config, sessions }: Platform,
    { channels }: { channels: { outbound: OutboundDispatcher } },
  ) => {
    const captchas = new CaptchaService(db);
    const auth = new AuthService(db, config, sessions, captchas);
    const smsLogin = new SmsLoginService(db, auth, channels.outbound);
    return { services: { auth, captchas, smsLogin, config }, api: { auth } };
  },
  routes: (app, services) => {
    authRoutes(app, services);
    smsLoginRoutes(app, services);
  },
});

export type AuthServices = {
  auth: AuthService;
  captchas: CaptchaService;
  smsLogin: SmsLoginService;
  config: Platform['config'];
};
