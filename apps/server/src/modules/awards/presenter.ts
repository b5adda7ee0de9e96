import type { AwardView, GradeView, StandardView } from '@awards/shared/awards';
import type { awardGrades, awardStandards, awards } from '../../db/schema';
import { iso } from '../../platform/time';

type AwardRow = typeof awards.$inferSelect & { editionCount: number };
type GradeRow = Pick<typeof awardGrades.$inferSelect, 'gradeName' | 'gradeLevel' | 'defaultQuota'>;
type StandardRow = Pick<
  typeof awardStandards.$inferSelect,
  'standardName' | 'description' | 'maxScore' | 'weight'
>;

export const presentGrade = (row: GradeRow): GradeView => ({
  gradeName: row.gradeName,
  gradeLevel: row.gradeLevel,
  quota: row.defaultQuota,
});

export const presentStandard = (row: StandardRow): StandardView => ({
  standardName: row.standardName,
  description: row.description,
  maxScore: row.maxScore,
  weight: row.weight,
});

/** An award with the wire's id name (awardId), its grades (highest first) and standards in order. */
export function presentAward(row: AwardRow, grades: GradeRow[], standards: StandardRow[]): AwardView {
  return {
    awardId: row.id,
    awardCode: row.awardCode,
    awardName: row.awardName,
    category: row.category,
    description: row.description,
    status: row.status,
    sortNumber: row.sortNumber,
    flow: row.flow,
    grades: grades.map(presentGrade),
    standards: standards.map(presentStandard),
    editionCount: row.editionCount,
    createBy: row.createBy,
    createTime: row.createTime.toISOString(),
    updateBy: row.updateBy,
    updateTime: iso(row.updateTime),
  };
}
