import { DEFAULT_PASSWORD_TRANSPORT_KEY } from '@awards/shared/password';
import { aesEcbEncrypt } from '@awards/web-common/aesEcb';
import { http } from '@awards/web-common/http';
import { useMutation } from '@tanstack/react-query';

export interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Must equal the server's PASSWORD_TRANSPORT_KEY (docs/security.md). */
export function transportKey(): string {
  return import.meta.env.VITE_PASSWORD_TRANSPORT_KEY || DEFAULT_PASSWORD_TRANSPORT_KEY;
}

/** Spec 000 §5/§7: the three fields AES-ECB/PKCS7-encrypted, to /rest/setting/updatepassword. */
export async function changePassword(form: PasswordForm): Promise<unknown> {
  const key = transportKey();
  const [oldPassword, newPassword, confirmPassword] = await Promise.all(
    [form.oldPassword, form.newPassword, form.confirmPassword].map((value) => aesEcbEncrypt(value, key)),
  );
  // Silent: field errors go on the fields, anything else in the dialog's own notice.
  return http.post<unknown>(
    '/rest/setting/updatepassword',
    { oldPassword, newPassword, confirmPassword },
    { silent: true },
  );
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
