import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { objectionFiles, objectionRequests } from '../../db/schema';
import { permissionCodesOf } from '../../platform/auth/permissions';
import type { ReadRule } from '../../platform/files/read-rules';

/**
 * Download rule for objection files: staff holding OBJECTION_VIEW read every one; a declaring
 * or recommending unit's user reads the evidence of an objection their unit was asked about,
 * and their unit's own response attachments. The objector reads their uploads by the owner's rule.
 */
export function objectionFileRule(db: Db): ReadRule {
  return async (user, file) => {
    if (file.purpose !== 'attachment') return false;
    const [linked] = await db
      .select({ id: objectionFiles.id })
      .from(objectionFiles)
      .where(eq(objectionFiles.fileId, file.fileId))
      .limit(1);
    if (!linked) return false;
    if ((user.userType === 'declarer' || user.userType === 'recommender') && user.orgId !== null) {
      const target = user.userType === 'declarer' ? 'declaring_unit' : 'recommending_unit';
      const [found] = await db
        .select({ id: objectionFiles.id })
        .from(objectionFiles)
        .innerJoin(objectionRequests, eq(objectionRequests.objectionId, objectionFiles.objectionId))
        .where(
          and(
            eq(objectionFiles.fileId, file.fileId),
            eq(objectionRequests.unitId, user.orgId),
            eq(objectionRequests.target, target),
            or(isNull(objectionFiles.requestId), eq(objectionFiles.requestId, objectionRequests.id)),
          ),
        )
        .limit(1);
      return found !== undefined;
    }
    return (await permissionCodesOf(db, user.userId)).includes('OBJECTION_VIEW');
  };
}
