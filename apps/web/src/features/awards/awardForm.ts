import type { AwardAdd, AwardCategory, AwardUpdate, AwardView } from '@awards/shared/awards';

/** The award form's values: the status as a switch; grades, standards and flow live in the drawer. */
export interface AwardFormValues {
  awardCode: string;
  awardName: string;
  category?: AwardCategory;
  enabled: boolean;
  sortNumber?: number | null;
  description?: string;
}

export const NEW_AWARD: Partial<AwardFormValues> = { enabled: true };

export const awardValues = (award: AwardView): AwardFormValues => ({
  awardCode: award.awardCode,
  awardName: award.awardName,
  category: award.category,
  enabled: award.status === 1,
  sortNumber: award.sortNumber,
  description: award.description ?? '',
});

/** A new award without a flow gets all five stages from the server. */
export const toAwardAdd = (v: AwardFormValues): AwardAdd => ({
  awardCode: v.awardCode.trim(),
  awardName: v.awardName.trim(),
  category: v.category as AwardCategory,
  status: v.enabled ? 1 : 0,
  sortNumber: v.sortNumber ?? undefined,
  description: v.description?.trim() ? v.description.trim() : null,
});

export const toAwardUpdate = (awardId: number, v: AwardFormValues): AwardUpdate => {
  const { grades: _g, standards: _s, flow: _f, ...rest } = toAwardAdd(v);
  return { awardId, ...rest };
};
