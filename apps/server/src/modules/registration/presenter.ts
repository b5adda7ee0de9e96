import type { RegistrationStatus, RegistrationView } from '@awards/shared/registration';
import { iso } from '../../platform/time';

export interface RegistrationRow {
  id: number;
  userId: number;
  status: RegistrationStatus;
  submitTime: Date;
  auditOpinion: string | null;
  auditBy: string | null;
  auditTime: Date | null;
  loginName: string;
  realname: string;
  phone: string | null;
  email: string | null;
  enableLogin: boolean;
  orgId: number | null;
  organName: string | null;
  regionCode: string | null;
}

export const presentRegistration = (row: RegistrationRow): RegistrationView => ({
  registrationId: row.id,
  userId: row.userId,
  loginName: row.loginName,
  realname: row.realname,
  phone: row.phone,
  email: row.email,
  orgId: row.orgId,
  organName: row.organName,
  regionCode: row.regionCode,
  status: row.status,
  submitTime: row.submitTime.toISOString(),
  auditOpinion: row.auditOpinion,
  auditBy: row.auditBy,
  auditTime: iso(row.auditTime),
  enableLogin: row.enableLogin,
});
