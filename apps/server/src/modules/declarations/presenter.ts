import type { AuditEntry, DeclarationView } from '@awards/shared/declarations';
import type { declarationAudits, declarations } from '../../db/schema';
import { iso } from '../../platform/time';

/** The names of what the row refers to: joined ones, and the labels of its codes in the reader's language. */
type Names = {
  editionName: string;
  awardName: string;
  unitName: string;
  gradeName: string | null;
  disciplineName: string | null;
  regionName: string | null;
};

/** A declaration with the wire's field names and ISO times. */
export function presentDeclaration(row: typeof declarations.$inferSelect, names: Names): DeclarationView {
  return {
    declarationId: row.id,
    editionId: row.editionId,
    editionName: names.editionName,
    awardId: row.awardId,
    awardName: names.awardName,
    gradeLevel: row.gradeLevel,
    gradeName: names.gradeName,
    projectName: row.projectName,
    unitId: row.unitId,
    unitName: names.unitName,
    recommendUnit: row.recommendUnit,
    recommendUnitId: row.recommendUnitId,
    discipline: row.discipline,
    disciplineName: names.disciplineName,
    regionCode: row.regionCode,
    regionName: names.regionName,
    status: row.status,
    submittedAt: iso(row.submittedAt),
    createBy: row.createBy,
    createTime: row.createTime.toISOString(),
    updateBy: row.updateBy,
    updateTime: iso(row.updateTime),
  };
}

export function presentAudit(row: typeof declarationAudits.$inferSelect): AuditEntry {
  return {
    auditId: row.id,
    action: row.action,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    opinion: row.opinion,
    actorKind: row.actorKind,
    actor: row.actor,
    actorName: row.actorName,
    createTime: row.createTime.toISOString(),
  };
}
