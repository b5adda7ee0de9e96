import { expect } from 'vitest';
import { api } from './session';

/**
 * The 6-digit code of the last SMS sent to the phone, as the portal's SMS log shows it to staff
 * (`admin`: a staff token): the development provider sends nothing.
 */
export async function lastSmsCode(baseURL: string, admin: string, phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const res = await api(baseURL, '/rest/smsService/getSmsByPage', admin, {
        recipient: phone,
        pageSize: 1,
      });
      const rows = (res.body.dataSet as { result: { content: string }[] }).result;
      code = /(\d{6})/.exec(rows[0]?.content ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}
