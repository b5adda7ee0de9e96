import type { AttachmentType, DeclarationContent, DeclarationDetail } from '@awards/shared/declarations';

/** The form's values: key figures and lists as rows (their order is the completers' rank). */
export interface DeclarationValues {
  editionId?: number;
  awardId?: number;
  gradeLevel?: number | null;
  projectName?: string;
  /** The recommending unit, chosen from the list of recommending units. */
  recommendUnitId?: number | null;
  discipline?: string;
  regionCode?: string;
  summary?: string;
  keyData?: { name?: string; value?: string }[];
  completers?: { name?: string; unit?: string; contribution?: string }[];
  attachments?: { fileId: string; attachmentType: AttachmentType; fileName: string }[];
}

const blank = (v: string | undefined | null) => !v?.trim();

export function valuesOf(d: DeclarationDetail): DeclarationValues {
  return {
    editionId: d.editionId,
    awardId: d.awardId,
    gradeLevel: d.gradeLevel,
    projectName: d.projectName,
    recommendUnitId: d.recommendUnitId,
    discipline: d.discipline ?? undefined,
    regionCode: d.regionCode ?? undefined,
    summary: d.summary ?? '',
    keyData: Object.entries(d.keyData).map(([name, value]) => ({ name, value: String(value) })),
    completers: [...d.completers]
      .sort((a, b) => a.sortNumber - b.sortNumber)
      .map((c) => ({ name: c.name, unit: c.unit ?? '', contribution: c.contribution ?? '' })),
    attachments: d.attachments.map((a) => ({
      fileId: a.fileId,
      attachmentType: a.attachmentType,
      fileName: a.fileName,
    })),
  };
}

/** The request's content (the shared schema checks it; blank optional fields are left out). */
export function contentOf(v: DeclarationValues): DeclarationContent {
  return {
    editionId: v.editionId as number,
    awardId: v.awardId as number,
    gradeLevel: v.gradeLevel ?? null,
    projectName: v.projectName ?? '',
    // The server names the unit from its id (the form's recommending unit).
    recommendUnitId: v.recommendUnitId ?? null,
    discipline: blank(v.discipline) ? null : v.discipline,
    regionCode: blank(v.regionCode) ? null : v.regionCode,
    summary: blank(v.summary) ? null : v.summary,
    keyData: Object.fromEntries(
      (v.keyData ?? []).filter((k) => !blank(k?.name)).map((k) => [k.name!.trim(), k.value ?? '']),
    ),
    completers: (v.completers ?? [])
      .filter((c) => !blank(c?.name))
      .map((c) => ({ name: c.name!, unit: c.unit || null, contribution: c.contribution || null })),
    attachments: (v.attachments ?? []).map((a) => ({ fileId: a.fileId, attachmentType: a.attachmentType })),
  };
}

export type MissingItem =
  | 'edition'
  | 'award'
  | 'projectName'
  | 'recommendUnit'
  | 'discipline'
  | 'summary'
  | 'completers'
  | 'application';

/**
 * What a declaration still lacks before it may be submitted: what the server requires, and
 * what the examination will ask for (a discipline, a summary and the application form), and
 * the recommending unit where the award's flow has the recommendation (nomination only).
 */
export function missingItems(v: DeclarationValues, needsRecommendation = false): MissingItem[] {
  const missing: MissingItem[] = [];
  if (!v.editionId) missing.push('edition');
  if (!v.awardId) missing.push('award');
  if (blank(v.projectName)) missing.push('projectName');
  if (needsRecommendation && !v.recommendUnitId) missing.push('recommendUnit');
  if (blank(v.discipline)) missing.push('discipline');
  if (blank(v.summary)) missing.push('summary');
  if (!(v.completers ?? []).some((c) => !blank(c?.name))) missing.push('completers');
  if (!(v.attachments ?? []).some((a) => a.attachmentType === 'application')) missing.push('application');
  return missing;
}
