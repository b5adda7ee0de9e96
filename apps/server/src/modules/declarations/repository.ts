import type {
  AuditEntry,
  DeclarationDetail,
  DeclarationFilter,
  DeclarationView,
} from '@awards/shared/declarations';
import { DISCIPLINE_DICT } from '@awards/shared/experts';
import { DEFAULT_LOCALE, type Locale } from '@awards/shared/i18n';
import { and, asc, between, eq, gte, inArray, lt, lte, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  awards,
  declarationAttachments,
  declarationAudits,
  declarationCompleters,
  declarations,
  editionAwards,
  editionGrades,
  editions,
  files,
  organisations,
} from '../../db/schema';
import { containsText } from '../../platform/text-match';
import type { DictionariesApi } from '../dictionaries/public';
import type { RegionsApi } from '../regions/public';
import { presentAudit, presentDeclaration } from './presenter';
import type { DeclarationQuery } from './public';

/**
 * A region and what lies under it, by the GB/T 2260 code's trailing zero pairs:
 * 330000 (province) matches 33xxxx, 330100 (city) 3301xx, 330102 only itself. A
 * range, so the plain btree on region_code serves it (codes are six digits).
 */
export function regionWithin(code: string): SQL {
  const prefix = code.replace(/(00)+$/, '');
  return between(declarations.regionCode, prefix.padEnd(6, '0'), prefix.padEnd(6, '9'));
}

/** The page's filters (every one on an indexed column, docs/domain.md). */
export function declarationConditions(filter: DeclarationFilter): SQL[] {
  return [
    filter.editionId !== undefined ? eq(declarations.editionId, filter.editionId) : undefined,
    filter.awardId !== undefined ? eq(declarations.awardId, filter.awardId) : undefined,
    filter.status ? eq(declarations.status, filter.status) : undefined,
    filter.unitId !== undefined ? eq(declarations.unitId, filter.unitId) : undefined,
    filter.regionCode ? regionWithin(filter.regionCode) : undefined,
    filter.discipline ? eq(declarations.discipline, filter.discipline) : undefined,
    filter.projectName ? containsText(declarations.projectName, filter.projectName) : undefined,
    filter.submittedFrom ? gte(declarations.submittedAt, new Date(filter.submittedFrom)) : undefined,
    filter.submittedTo ? lte(declarations.submittedAt, new Date(filter.submittedTo)) : undefined,
  ].filter((c): c is SQL => c !== undefined);
}

/** Rows with the names the list shows (the intended grade's in its edition); order and limit are the caller's. */
export function selectDeclarations(db: DbOrTx, where: SQL | undefined, after?: number) {
  return db
    .select({
      row: declarations,
      editionName: editions.editionName,
      awardName: awards.awardName,
      unitName: organisations.organName,
      gradeName: editionGrades.gradeName,
    })
    .from(declarations)
    .innerJoin(editions, eq(editions.id, declarations.editionId))
    .innerJoin(awards, eq(awards.id, declarations.awardId))
    .innerJoin(organisations, eq(organisations.id, declarations.unitId))
    .leftJoin(
      editionAwards,
      and(
        eq(editionAwards.editionId, declarations.editionId),
        eq(editionAwards.awardId, declarations.awardId),
      ),
    )
    .leftJoin(
      editionGrades,
      and(
        eq(editionGrades.editionAwardId, editionAwards.id),
        eq(editionGrades.gradeLevel, declarations.gradeLevel),
      ),
    )
    .where(and(where, after !== undefined ? lt(declarations.id, after) : undefined));
}

/** A lifecycle list's conditions: the staff filters, and the statuses a queue of another module asks for. */
export function queryConditions(db: DbOrTx, query: DeclarationQuery): SQL[] {
  const { statuses, editionStatuses } = query;
  return [
    ...declarationConditions(query),
    ...(statuses ? [inArray(declarations.status, [...statuses])] : []),
    ...(editionStatuses
      ? [
          inArray(
            declarations.editionId,
            db
              .select({ id: editions.id })
              .from(editions)
              .where(inArray(editions.status, [...editionStatuses])),
          ),
        ]
      : []),
  ];
}

export type ListRow = Awaited<ReturnType<typeof selectDeclarations>>[number];

/** The readers that name and check the codes a declaration holds (discipline, region); module.ts gives them. */
export interface ReferenceApis {
  dictionaries: DictionariesApi;
  regions: RegionsApi;
}

/** The names of the codes rows hold (discipline, region), in one language. */
export interface CodeNames {
  disciplines: ReadonlyMap<string, string>;
  regions: ReadonlyMap<string, string>;
}

/** The discipline labels and the full region names the rows need, in `locale` (read through `db`). */
export async function codeNamesOf(
  refs: ReferenceApis,
  db: DbOrTx,
  rows: readonly ListRow[],
  locale: Locale = DEFAULT_LOCALE,
): Promise<CodeNames> {
  const regionCodes = [...new Set(rows.flatMap((r) => (r.row.regionCode ? [r.row.regionCode] : [])))];
  // In turn: `db` may be a transaction, whose one client takes one query at a time.
  const disciplines = await refs.dictionaries.labelsOf(DISCIPLINE_DICT, locale, db);
  const regions = await refs.regions.regionPaths(regionCodes, locale, db);
  return { disciplines, regions };
}

export const toView = (r: ListRow, names: CodeNames): DeclarationView =>
  presentDeclaration(r.row, {
    editionName: r.editionName,
    awardName: r.awardName,
    unitName: r.unitName,
    gradeName: r.gradeName,
    disciplineName: r.row.discipline ? (names.disciplines.get(r.row.discipline) ?? r.row.discipline) : null,
    regionName: r.row.regionCode ? (names.regions.get(r.row.regionCode) ?? r.row.regionCode) : null,
  });

/** Rows as views, their codes named in `locale`. */
export async function toViews(
  refs: ReferenceApis,
  db: DbOrTx,
  rows: readonly ListRow[],
  locale: Locale = DEFAULT_LOCALE,
): Promise<DeclarationView[]> {
  if (rows.length === 0) return [];
  const names = await codeNamesOf(refs, db, rows, locale);
  return rows.map((r) => toView(r, names));
}

/** One declaration with its completers, attachments and whole trail, codes named in `locale`; null when absent. */
export async function readDetail(
  refs: ReferenceApis,
  db: DbOrTx,
  declarationId: number,
  locale: Locale = DEFAULT_LOCALE,
): Promise<DeclarationDetail | null> {
  const [found] = await selectDeclarations(db, eq(declarations.id, declarationId));
  if (!found) return null;
  // In turn, not side by side: `db` is a transaction when a move returns the detail it made
  // (examination, recommender, avoid requests), and one client takes one query at a time
  // (pg warns of a second query while one runs, and pg 9 refuses it).
  const completers = await db
    .select()
    .from(declarationCompleters)
    .where(eq(declarationCompleters.declarationId, declarationId))
    .orderBy(asc(declarationCompleters.sortNumber));
  const attachments = await db
    .select({
      fileId: declarationAttachments.fileId,
      attachmentType: declarationAttachments.attachmentType,
      fileName: files.fileName,
      size: files.size,
      mime: files.mime,
    })
    .from(declarationAttachments)
    .innerJoin(files, eq(files.fileId, declarationAttachments.fileId))
    .where(eq(declarationAttachments.declarationId, declarationId))
    .orderBy(asc(declarationAttachments.sortNumber));
  const audits = await readTrail(db, declarationId);
  const carry = await readCarryLinks(db, declarationId, found.row.carriedFromId);
  const [view] = await toViews(refs, db, [found], locale);
  return {
    ...view!,
    summary: found.row.summary,
    keyData: found.row.keyData,
    completers: completers.map((c) => ({
      name: c.name,
      unit: c.unit,
      contribution: c.contribution,
      sortNumber: c.sortNumber,
    })),
    attachments,
    audits,
    ...carry,
  };
}

/** Both ends of a carry-over a declaration may have: the one it came from, the copy it went to. */
async function readCarryLinks(
  db: DbOrTx,
  declarationId: number,
  carriedFromId: number | null,
): Promise<Pick<DeclarationDetail, 'carriedFrom' | 'carriedTo'>> {
  const linked =
    carriedFromId === null
      ? eq(declarations.carriedFromId, declarationId)
      : or(eq(declarations.carriedFromId, declarationId), eq(declarations.id, carriedFromId));
  const rows = await db
    .select({ declarationId: declarations.id, editionName: editions.editionName })
    .from(declarations)
    .innerJoin(editions, eq(editions.id, declarations.editionId))
    .where(linked)
    .orderBy(asc(declarations.id));
  const link = (row: (typeof rows)[number] | undefined) => row ?? null;
  return {
    carriedFrom: link(rows.find((r) => r.declarationId === carriedFromId)),
    // A declaration is carried over once (it becomes carried_over); the first copy if ever more.
    carriedTo: link(rows.find((r) => r.declarationId !== carriedFromId)),
  };
}

/** The audit trail, oldest first. */
export async function readTrail(db: DbOrTx, declarationId: number): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(declarationAudits)
    .where(eq(declarationAudits.declarationId, declarationId))
    .orderBy(asc(declarationAudits.id));
  return rows.map(presentAudit);
}
