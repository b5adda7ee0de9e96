import { AccountService } from './modules/account/service';
import { CaptchaService } from './modules/auth/captcha';
import { AuthService } from './modules/auth/service';
import { HomeService } from './modules/home/service';
import { LogService } from './modules/logs/service';
import type { AppDeps } from './platform/deps';

/** Every module's service, built once per application on the same dependencies. */
export function createServices({ database, config, sessions }: AppDeps) {
  const { db } = database;
  const captchas = new CaptchaService(db);
  const auth = new AuthService(db, config, sessions, captchas);
  return {
    captchas,
    auth,
    home: new HomeService(db, auth),
    account: new AccountService(db, sessions, config.PASSWORD_TRANSPORT_KEY),
    logs: new LogService(db),
  };
}

export type Services = ReturnType<typeof createServices>;
