import { RECOMMENDER_STATUSES } from '@awards/shared/recommender';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { declarationAttachments, declarations } from '../../db/schema';
import { permissionCodesOf } from '../../platform/auth/permissions';
import type { ReadRule } from '../../platform/files/read-rules';
import { asStaff } from './caller';
import { visibleCondition } from './visibility';

/**
 * Download rule for the file service: a declaration's attachment is read by
 * examiners (DECLARE_EXAMINE, the side-by-side view: the formal examination is
 * federation-wide, like its queue), by staff who see declarations (DECLARE_VIEW)
 * when a declaration carrying it lies inside their data scope (the same
 * visibility rule as the page and detail, visibility.ts), by the declarers of the
 * declaring unit, and by the users of the recommending unit the declaration names once it
 * is theirs to see (RECOMMENDER_STATUSES). Anything else answers the download's 404.
 */
export function declarationAttachmentRule(db: Db): ReadRule {
  return async (user, file) => {
    if (file.purpose !== 'attachment') return false;
    const onDeclarationWhere = async (condition: SQL | undefined): Promise<boolean> => {
      const [found] = await db
        .select({ id: declarations.id })
        .from(declarationAttachments)
        .innerJoin(declarations, eq(declarations.id, declarationAttachments.declarationId))
        .where(and(eq(declarationAttachments.fileId, file.fileId), condition))
        .limit(1);
      return found !== undefined;
    };
    if (user.userType === 'declarer' && user.orgId !== null)
      return onDeclarationWhere(eq(declarations.unitId, user.orgId));
    if (user.userType === 'recommender' && user.orgId !== null)
      return onDeclarationWhere(
        and(
          eq(declarations.recommendUnitId, user.orgId),
          inArray(declarations.status, [...RECOMMENDER_STATUSES]),
        ),
      );
    const codes = await permissionCodesOf(db, user.userId);
    if (codes.includes('DECLARE_EXAMINE')) return onDeclarationWhere(undefined);
    if (codes.includes('DECLARE_VIEW')) return onDeclarationWhere(await visibleCondition(db, asStaff(user)));
    return false;
  };
}
