import { type Locale, renderMessage } from '@awards/shared/i18n';
import { type CertificateRow, OUTPUT_MESSAGES as M } from '@awards/shared/outputs';
import { and, asc, eq, inArray, isNull, max } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  awardCertificates,
  awards,
  declarationCompleters,
  declarations,
  editions,
  organisations,
} from '../../db/schema';
import type { DisplayClock } from '../../platform/clock';
import { notFound, ruleViolation } from '../../platform/errors';
import type { ExportJobs, ExportOutcome, ExportOwner } from '../../platform/exports/jobs';
import { escapeHtml, htmlTable, printDocument } from '../../platform/print-html';
import { confirmedLists } from './repository';

/** `<year>-<award code>-<grade level>-<seq, 3 digits>`, e.g. 2025-KJJB-1-001 (docs/domain.md "Outputs"). */
export const certificateNumber = (year: number, awardCode: string, gradeLevel: number, seq: number) =>
  `${year}-${awardCode}-${gradeLevel}-${String(seq).padStart(3, '0')}`;

/**
 * Gives a certificate number to each awarded declaration of the edition that has none: in award,
 * grade and rank order, the sequence counting on from the highest ever given in its edition, award
 * and grade (a revoked declaration keeps its row, so its number is never given again). Inside the
 * caller's transaction (the awarding's, or the certificates read's), the edition row locked.
 */
export async function assignCertificates(tx: DbOrTx, editionId: number): Promise<number> {
  const [edition] = await tx
    .select({ year: editions.year })
    .from(editions)
    .where(eq(editions.id, editionId))
    .for('update');
  if (!edition) return 0;
  const waiting = await tx
    .select({ declarationId: declarations.id, awardId: declarations.awardId, awardCode: awards.awardCode })
    .from(declarations)
    .innerJoin(awards, eq(awards.id, declarations.awardId))
    .leftJoin(awardCertificates, eq(awardCertificates.declarationId, declarations.id))
    .where(
      and(
        eq(declarations.editionId, editionId),
        eq(declarations.status, 'awarded'),
        isNull(awardCertificates.id),
      ),
    );
  if (waiting.length === 0) return 0;
  const entries = new Map(
    (await confirmedLists(tx, editionId)).flatMap((l) => l.entries.map((e) => [e.declarationId, e])),
  );
  const graded = waiting
    .map((w) => ({ ...w, entry: entries.get(w.declarationId) }))
    .filter((w) => w.entry?.gradeLevel != null)
    .sort(
      (a, b) =>
        a.awardId - b.awardId ||
        a.entry!.gradeLevel! - b.entry!.gradeLevel! ||
        a.entry!.rank - b.entry!.rank ||
        a.declarationId - b.declarationId,
    );
  const last = await tx
    .select({
      awardId: awardCertificates.awardId,
      gradeLevel: awardCertificates.gradeLevel,
      seq: max(awardCertificates.seq),
    })
    .from(awardCertificates)
    .where(eq(awardCertificates.editionId, editionId))
    .groupBy(awardCertificates.awardId, awardCertificates.gradeLevel);
  const next = new Map(last.map((l) => [`${l.awardId}:${l.gradeLevel}`, l.seq ?? 0]));
  const rows = graded.map((g) => {
    const key = `${g.awardId}:${g.entry!.gradeLevel}`;
    const seq = (next.get(key) ?? 0) + 1;
    next.set(key, seq);
    return {
      declarationId: g.declarationId,
      editionId,
      awardId: g.awardId,
      gradeLevel: g.entry!.gradeLevel!,
      seq,
      certificateNo: certificateNumber(edition.year, g.awardCode, g.entry!.gradeLevel!, seq),
    };
  });
  if (rows.length) await tx.insert(awardCertificates).values(rows);
  return rows.length;
}

/**
 * The award certificates' data of an edition (RESULT_VIEW): per awarded declaration (revoked ones
 * left out) its number, project, award and grade, the completers and the units in order; as rows,
 * as Excel through the platform's exports, and as a printable list.
 */
export class CertificateService {
  constructor(
    private readonly db: Db,
    private readonly clock: DisplayClock,
    private readonly exports: ExportJobs,
  ) {}

  async rows(editionId: number): Promise<CertificateRow[]> {
    const [edition] = await this.db
      .select({ id: editions.id })
      .from(editions)
      .where(eq(editions.id, editionId));
    if (!edition) throw notFound(M.editionNotFound);
    // Declarations awarded before the numbers existed (or seeded) get theirs at the first read.
    await this.db.transaction((tx) => assignCertificates(tx, editionId));
    const certs = await this.db
      .select({
        certificateNo: awardCertificates.certificateNo,
        declarationId: declarations.id,
        projectName: declarations.projectName,
        awardName: awards.awardName,
        awardSort: awards.id,
        gradeLevel: awardCertificates.gradeLevel,
        seq: awardCertificates.seq,
        unitName: organisations.organName,
      })
      .from(awardCertificates)
      .innerJoin(declarations, eq(declarations.id, awardCertificates.declarationId))
      .innerJoin(awards, eq(awards.id, awardCertificates.awardId))
      .innerJoin(organisations, eq(organisations.id, declarations.unitId))
      .where(and(eq(awardCertificates.editionId, editionId), eq(declarations.status, 'awarded')))
      .orderBy(asc(awardCertificates.awardId), asc(awardCertificates.gradeLevel), asc(awardCertificates.seq));
    if (certs.length === 0) throw ruleViolation(M.noAwarded);
    const gradeNames = new Map(
      (await confirmedLists(this.db, editionId)).flatMap((l) =>
        l.entries.map((e) => [e.declarationId, e.gradeName ?? ''] as const),
      ),
    );
    const completers = await this.db
      .select({
        declarationId: declarationCompleters.declarationId,
        name: declarationCompleters.name,
        unit: declarationCompleters.unit,
      })
      .from(declarationCompleters)
      .where(
        inArray(
          declarationCompleters.declarationId,
          certs.map((c) => c.declarationId),
        ),
      )
      .orderBy(asc(declarationCompleters.declarationId), asc(declarationCompleters.sortNumber));
    return certs.map((c) => {
      const own = completers.filter((p) => p.declarationId === c.declarationId);
      const units = [c.unitName];
      for (const p of own) if (p.unit && !units.includes(p.unit)) units.push(p.unit);
      return {
        certificateNo: c.certificateNo,
        declarationId: c.declarationId,
        projectName: c.projectName,
        awardName: c.awardName,
        gradeLevel: c.gradeLevel,
        gradeName: gradeNames.get(c.declarationId) ?? '',
        completers: own.map((p) => p.name),
        units,
      };
    });
  }

  async export(owner: ExportOwner, editionId: number): Promise<ExportOutcome> {
    const rows = await this.rows(editionId);
    return this.exports.start<CertificateRow>(owner, {
      kind: 'certificates',
      fileName: M.certificatesFile,
      sheet: M.certificatesFile,
      columns: [
        { header: M.certificateNo, width: 20, value: (r) => r.certificateNo },
        { header: M.project, width: 40, value: (r) => r.projectName },
        { header: M.award, width: 20, value: (r) => r.awardName },
        { header: M.grade, width: 12, value: (r) => r.gradeName },
        { header: M.completers, width: 40, value: (r) => r.completers.join('、') },
        { header: M.units, width: 40, value: (r) => r.units.join('、') },
      ],
      count: async () => rows.length,
      tooMany: () => M.noAwarded,
      pages: async function* () {
        yield rows;
      },
    });
  }

  async html(editionId: number, locale: Locale): Promise<string> {
    const rows = await this.rows(editionId);
    const t = (ref: string) => renderMessage(ref, locale);
    const [edition] = await this.db
      .select({ name: editions.editionName })
      .from(editions)
      .where(eq(editions.id, editionId));
    const table = htmlTable(
      [t(M.seq), t(M.certificateNo), t(M.project), t(M.award), t(M.grade), t(M.completers), t(M.units)],
      rows.map((r, i) => [
        i + 1,
        r.certificateNo,
        r.projectName,
        r.awardName,
        r.gradeName,
        r.completers.join('、'),
        r.units.join('、'),
      ]),
      t(M.noAwarded),
    );
    return printDocument({
      locale,
      landscape: true,
      title: t(M.certificatesTitle),
      body: `<p class="sub">${escapeHtml(edition?.name ?? '')}</p>
${table}
<p class="printed">${escapeHtml(t(M.printedAt({ time: this.clock.format(new Date()) })))}</p>`,
    });
  }
}
