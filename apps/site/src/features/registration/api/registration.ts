import {
  type ExpertRegistration,
  type MyRegistrationView,
  SITE_REGISTRATION_PATHS as P,
  REGISTRATION_TICKET_HEADER,
  type RegistrationCheckAnswer,
  type RegistrationCheckField,
  type RegistrationTicket,
  type UnitRegistration,
  type UploadedRegistrationFile,
} from '@awards/shared/site-registration';
import { aesEcbEncrypt } from '@awards/web-common/aesEcb';
import { http } from '@awards/web-common/http';
import { uploadFile } from '@awards/web-common/transfer';
import { transportKey } from '../../../lib/transportKey';

/** The registration ticket of this tab (an hour): kept for a reload, dropped with the tab. */
const TICKET_KEY = 'site:registration-ticket';
export const storedTicket = (): string | null => sessionStorage.getItem(TICKET_KEY);
export const storeTicket = (ticket: string | null) =>
  ticket ? sessionStorage.setItem(TICKET_KEY, ticket) : sessionStorage.removeItem(TICKET_KEY);

const withTicket = (): { headers: Record<string, string> } => {
  const ticket = storedTicket();
  return { headers: ticket ? { [REGISTRATION_TICKET_HEADER]: ticket } : {} };
};

/** A person's form as typed: the passwords in the clear until sent. */
export interface PersonValues {
  realname: string;
  idNumber: string;
  newPassword: string;
  confirmPassword: string;
}

export const registrationApi = {
  sendCode: (phone: string) => http.post<{ resendAfter: number }>(P.sendCode, { phone }, { silent: true }),
  verify: (phone: string, code: string) =>
    http.post<RegistrationTicket>(P.verify, { phone, code }, { silent: true }),
  mine: () => http.post<MyRegistrationView>(P.mine, {}, { ...withTicket(), silent: true }),
  check: (field: RegistrationCheckField, value: string) =>
    http.post<RegistrationCheckAnswer>(
      P.check,
      { field, value },
      { ...withTicket(), silent: true, allowRepeat: true },
    ),
  unit: (values: UnitRegistration) =>
    http.post<{ status: string }>(P.unit, values, { ...withTicket(), silent: true }),
  expert: (values: ExpertRegistration) =>
    http.post<{ status: string }>(P.expert, values, { ...withTicket(), silent: true }),
  /** The passwords go transport-encrypted, as every password (docs/security.md). */
  person: async (values: PersonValues) => {
    const key = transportKey();
    const [newPassword, confirmPassword] = await Promise.all(
      [values.newPassword, values.confirmPassword].map((value) => aesEcbEncrypt(value, key)),
    );
    return http.post<{ status: string }>(
      P.person,
      { ...values, newPassword, confirmPassword },
      { ...withTicket(), silent: true },
    );
  },
  upload: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return uploadFile<UploadedRegistrationFile>(P.upload, form, { silent: true, ...withTicket() });
  },
  regions: () => http.post<{ code: string; name: string }[]>(P.regions),
  disciplines: () => http.post<{ code: string; value: string }[]>(P.disciplines),
};
