import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import type { ChannelsApi } from '../channels/public';
import type { DictionariesApi } from '../dictionaries/public';
import { CaptchaService } from './captcha';
import type { AuthApi } from './public';
import { PasswordRecoveryService } from './recovery';
import { authRoutes } from './routes';
import { AuthService } from './service';
import { SmsLoginService } from './sms-login';
import { smsLoginRoutes } from './sms-routes';

/** Sign-in by password (with captcha and lock) and by SMS code, sign-out, the current user. */
export const authModule = defineModule({
  name: 'auth',
  build: (
    { db, config, sessions }: Platform,
    { channels, dictionaries }: { channels: ChannelsApi; dictionaries: DictionariesApi },
  ) => {
    const captchas = new CaptchaService(db);
    const auth = new AuthService(db, config, sessions, captchas, dictionaries);
    const smsLogin = new SmsLoginService(db, auth, channels.outbound);
    const recovery = new PasswordRecoveryService(db, sessions, smsLogin, config.PASSWORD_TRANSPORT_KEY);
    const api: AuthApi = auth;
    return { services: { auth, captchas, smsLogin, recovery, config }, api };
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
  recovery: PasswordRecoveryService;
  config: Platform['config'];
};
