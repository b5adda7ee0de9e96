import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { declarationAttachments, declarations } from '../../db/schema';
import { permissionCodesOf } from '../../platform/auth/permissions';
import type { ReadRule } from '../files/service';

/**
 * Download rule for the file service: a declaration's attachment is read by
 * staff who see declarations (DECLARE_VIEW) or examine them (DECLARE_EXAMINE,
 * the side-by-side view), and by the declarers of the declaring unit.
 */
export function declarationAttachmentRule(db: Db): ReadRule {
  return async (user, file) => {
    if (file.purpose !== 'attachment') return false;
    const units = await db
      .selectDistinct({ unitId: declarations.unitId })
      .from(declarationAttachments)
      .innerJoin(declarations, eq(declarations.id, declarationAttachments.declarationId))
      .where(eq(declarationAttachments.fileId, file.fileId));
    if (units.length === 0) return false;
    if (user.userType === 'declarer' && user.orgId !== null)
      return units.some((u) => u.unitId === user.orgId);
    const codes = await permissionCodesOf(db, user.userId);
    return codes.includes('DECLARE_VIEW') || codes.includes('DECLARE_EXAMINE');
  };
}
