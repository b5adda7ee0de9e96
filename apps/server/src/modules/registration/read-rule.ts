import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { declarerRegistrations, experts } from '../../db/schema';
import { permissionCodesOf } from '../../platform/auth/permissions';
import type { ReadRule } from '../../platform/files/read-rules';

/**
 * Download rule for the files of an application: the business licence is read by staff
 * who audit registrations (REGISTER_VIEW), the expert's CV by staff who see or audit
 * experts (EXPERT_VIEW, EXPERT_AUDIT). The applicant reads their own as its owner.
 */
export function applicationFileRule(db: Db): ReadRule {
  return async (user, file) => {
    if (file.purpose !== 'attachment' || user.userType !== 'staff') return false;
    const codes = await permissionCodesOf(db, user.userId);
    if (codes.includes('REGISTER_VIEW')) {
      const licences = await db.$count(
        declarerRegistrations,
        eq(declarerRegistrations.licenceFileId, file.fileId),
      );
      if (licences > 0) return true;
    }
    if (codes.includes('EXPERT_VIEW') || codes.includes('EXPERT_AUDIT'))
      return (await db.$count(experts, and(eq(experts.cvFileId, file.fileId)))) > 0;
    return false;
  };
}
