import type {
  AuditEntry,
  DeclarationDetail,
  DeclarationFilter,
  DeclarationView,
} from '@awards/shared/declarations';
import { and, asc, between, eq, gte, inArray, lt, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  awards,
  declarationAttachments,
  declarationAudits,
  declarationCompleters,
  declarations,
  editions,
  files,
  organisations,
} from '../../db/schema';
import { containsText } from '../../platform/text-match';
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

/** Rows with the names the list shows; order and limit are the caller's. */
export function selectDeclarations(db: DbOrTx, where: SQL | undefined, after?: number) {
  return db
    .select({
      row: declarations,
      editionName: editions.editionName,
      awardName: awards.awardName,
      unitName: organisations.organName,
    })
    .from(declarations)
    .innerJoin(editions, eq(editions.id, declarations.editionId))
    .innerJoin(awards, eq(awards.id, declarations.awardId))
    .innerJoin(organisations, eq(organisations.id, declarations.unitId))
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

export const toView = (r: ListRow): DeclarationView =>
  presentDeclaration(r.row, { editionName: r.editionName, awardName: r.awardName, unitName: r.unitName });

/** One declaration with its completers, attachments and whole trail; null when absent. */
export async function readDetail(db: DbOrTx, declarationId: number): Promise<DeclarationDetail | null> {
  const [found] = await selectDeclarations(db, eq(declarations.id, declarationId));
  if (!found) return null;
  const [completers, attachments, audits] = await Promise.all([
    db
      .select()
      .from(declarationCompleters)
      .where(eq(declarationCompleters.declarationId, declarationId))
      .orderBy(asc(declarationCompleters.sortNumber)),
    db
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
      .orderBy(asc(declarationAttachments.sortNumber)),
    readTrail(db, declarationId),
  ]);
  return {
    ...toView(found),
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
