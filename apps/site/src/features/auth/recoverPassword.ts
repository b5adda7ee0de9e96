import { PASSWORD_PATHS } from '@awards/shared/password-recovery';
import type { SmsCodeAnswer } from '@awards/shared/sms-sign-in';
import { aesEcbEncrypt } from '@awards/web-common/aesEcb';
import { http } from '@awards/web-common/http';
import { transportKey } from '../../lib/transportKey';

/** `/rest/captcha/sms`: the phone's SMS code (docs/site.md "Passwords"). */
export const sendRecoveryCode = (phone: string) =>
  http.post<SmsCodeAnswer>(PASSWORD_PATHS.sendCode, { phone }, { silent: true });

/** `/rest/register/getMyPassword`: the new password, transport-encrypted, with the code. */
export async function recoverPassword(form: {
  phone: string;
  captcha: string;
  newPassword: string;
  confirmPassword: string;
}): Promise<unknown> {
  const key = transportKey();
  const [newPassword, confirmPassword] = await Promise.all(
    [form.newPassword, form.confirmPassword].map((value) => aesEcbEncrypt(value, key)),
  );
  return http.post(PASSWORD_PATHS.recover, { ...form, newPassword, confirmPassword }, { silent: true });
}
