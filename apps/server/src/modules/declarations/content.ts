import {
  type AttachmentInput,
  type CompleterInput,
  DECLARATION_MESSAGES,
  type DeclarationContent,
} from '@awards/shared/declarations';
import { DISCIPLINE_DICT } from '@awards/shared/experts';
import type { RecommendUnitOption } from '@awards/shared/recommender';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  declarationAttachments,
  declarationCompleters,
  editionAwards,
  editionGrades,
  files,
  organisations,
} from '../../db/schema';
import { badRequest, type FieldErrors, notFound } from '../../platform/errors';
import type { Actor } from './record';
import type { ReferenceApis } from './repository';

/** The award must be in the edition, and the intended grade one of its edition grades. */
export async function assertTarget(
  tx: DbOrTx,
  editionId: number,
  awardId: number,
  gradeLevel: number | null | undefined,
): Promise<void> {
  const [link] = await tx
    .select({ id: editionAwards.id })
    .from(editionAwards)
    .where(and(eq(editionAwards.editionId, editionId), eq(editionAwards.awardId, awardId)));
  if (!link) throw badRequest({ awardId: DECLARATION_MESSAGES.awardNotInEdition });
  if (gradeLevel === null || gradeLevel === undefined) return;
  const grade = await tx.$count(
    editionGrades,
    and(eq(editionGrades.editionAwardId, link.id), eq(editionGrades.gradeLevel, gradeLevel)),
  );
  if (grade === 0) throw badRequest({ gradeLevel: DECLARATION_MESSAGES.gradeNotInAward });
}

/**
 * The codes a declaration holds name something that exists: the discipline a live item of
 * the discipline dictionary, the region one of the regions table. 400 with the field's key.
 */
export async function assertCodes(
  refs: ReferenceApis,
  tx: DbOrTx,
  input: Pick<DeclarationContent, 'discipline' | 'regionCode'>,
): Promise<void> {
  const problems: FieldErrors = {};
  if (input.discipline && !(await refs.dictionaries.has(DISCIPLINE_DICT, input.discipline, tx)))
    problems.discipline = DECLARATION_MESSAGES.disciplineUnknown;
  if (input.regionCode && !(await refs.regions.exists(input.regionCode, tx)))
    problems.regionCode = DECLARATION_MESSAGES.regionUnknown;
  if (Object.keys(problems).length > 0) throw badRequest(problems);
}

/** A live organisation of type unit (declaring unit); its region is the default region. */
export async function requireUnit(tx: DbOrTx, unitId: number): Promise<{ regionCode: string | null }> {
  const [unit] = await tx
    .select({ regionCode: organisations.regionCode })
    .from(organisations)
    .where(
      and(eq(organisations.id, unitId), eq(organisations.organType, 'unit'), eq(organisations.delFlag, 0)),
    );
  if (!unit) throw notFound(DECLARATION_MESSAGES.unitNotFound);
  return unit;
}

/**
 * Attachments are files of the store uploaded as attachments (the store has
 * already enforced their type and size) by the one who attaches them, or files
 * already on this declaration: nobody attaches another user's private upload by
 * quoting its id.
 */
export async function assertFiles(
  tx: DbOrTx,
  actor: Actor,
  wanted: AttachmentInput[],
  declarationId: number | null,
): Promise<void> {
  if (wanted.length === 0) return;
  const ids = [...new Set(wanted.map((a) => a.fileId))];
  const rows = await tx
    .select({ fileId: files.fileId, ownerUserId: files.ownerUserId, purpose: files.purpose })
    .from(files)
    .where(inArray(files.fileId, ids));
  const kept = declarationId
    ? new Set(
        (
          await tx
            .select({ fileId: declarationAttachments.fileId })
            .from(declarationAttachments)
            .where(eq(declarationAttachments.declarationId, declarationId))
        ).map((r) => r.fileId),
      )
    : new Set<string>();
  const usable = new Set(
    rows
      .filter((r) => kept.has(r.fileId) || (r.ownerUserId === actor.userId && r.purpose === 'attachment'))
      .map((r) => r.fileId),
  );
  if (ids.some((id) => !usable.has(id))) throw badRequest({ attachments: DECLARATION_MESSAGES.fileMissing });
}

/** The live recommending organisations, in their order: what `recommendUnitColumns` accepts. */
export function recommendingUnits(tx: DbOrTx): Promise<RecommendUnitOption[]> {
  return tx
    .select({ organId: organisations.id, organName: organisations.organName })
    .from(organisations)
    .where(and(eq(organisations.organType, 'recommender'), eq(organisations.delFlag, 0)))
    .orderBy(asc(organisations.sortNumber), asc(organisations.organName));
}

/**
 * The recommending unit a request names, as the row's columns: left out, nothing changes;
 * null, none is named; an id, a live organisation of type recommender
 * (400 on `recommendUnitId` otherwise), whose name becomes the form's recommending unit.
 */
export async function recommendUnitColumns(
  tx: DbOrTx,
  recommendUnitId: number | null | undefined,
): Promise<{ recommendUnitId?: number | null; recommendUnit?: string | null }> {
  if (recommendUnitId === undefined) return {};
  if (recommendUnitId === null) return { recommendUnitId: null, recommendUnit: null };
  const [unit] = await tx
    .select({ organName: organisations.organName })
    .from(organisations)
    .where(
      and(
        eq(organisations.id, recommendUnitId),
        eq(organisations.organType, 'recommender'),
        eq(organisations.delFlag, 0),
      ),
    );
  if (!unit) throw badRequest({ recommendUnitId: DECLARATION_MESSAGES.recommendUnitUnknown });
  return { recommendUnitId, recommendUnit: unit.organName };
}

/** The row's content columns from a request. */
export function contentColumns(input: Omit<DeclarationContent, 'editionId'>, defaultRegion: string | null) {
  return {
    awardId: input.awardId,
    gradeLevel: input.gradeLevel ?? null,
    projectName: input.projectName,
    discipline: input.discipline ?? null,
    regionCode: input.regionCode ?? defaultRegion,
    summary: input.summary ?? null,
    keyData: input.keyData ?? {},
  };
}

/** Completers and attachments are replaced as whole, ordered sets. */
export async function replaceSets(
  tx: DbOrTx,
  declarationId: number,
  completers: CompleterInput[],
  attachments: AttachmentInput[],
): Promise<void> {
  await tx.delete(declarationCompleters).where(eq(declarationCompleters.declarationId, declarationId));
  await tx.delete(declarationAttachments).where(eq(declarationAttachments.declarationId, declarationId));
  await tx.insert(declarationCompleters).values(
    completers.map((c, i) => ({
      declarationId,
      name: c.name,
      unit: c.unit ?? null,
      contribution: c.contribution ?? null,
      sortNumber: i + 1,
    })),
  );
  // The same file twice is one attachment: the first type given wins.
  const seen = new Set<string>();
  const unique = attachments.filter((a) => !seen.has(a.fileId) && seen.add(a.fileId));
  if (unique.length > 0)
    await tx
      .insert(declarationAttachments)
      .values(unique.map((a, i) => ({ declarationId, ...a, sortNumber: i + 1 })));
}
