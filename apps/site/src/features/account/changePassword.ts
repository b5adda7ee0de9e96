import { PASSWORD_PATHS } from '@awards/shared/password-recovery';
import { aesEcbEncrypt } from '@awards/web-common/aesEcb';
import { http } from '@awards/web-common/http';
import { transportKey } from '../../lib/transportKey';

/** `/rest/user/UpdPwd`: the own password changed, the three fields transport-encrypted. */
export async function changeOwnPassword(form: {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}): Promise<unknown> {
  const key = transportKey();
  const [oldPassword, newPassword, confirmPassword] = await Promise.all(
    [form.oldPassword, form.newPassword, form.confirmPassword].map((value) => aesEcbEncrypt(value, key)),
  );
  return http.post(PASSWORD_PATHS.change, { oldPassword, newPassword, confirmPassword }, { silent: true });
}
