import type { PublicAward, PublicAwardPage, PublicEdition } from '@awards/shared/public-site';
import { PUBLIC_MESSAGES } from '@awards/shared/public-site-input';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { awards, editionAwards, editionGrades, editions } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { windowsOf, windowsToWire } from './windows';

/** Open editions are few (about one a year); a bound all the same. */
const OPEN_LIMIT = 20;

type EditionRow = typeof editions.$inferSelect;
const presentEdition = (row: EditionRow): Omit<PublicEdition, 'awards'> => ({
  editionId: row.id,
  editionName: row.editionName,
  year: row.year,
  remark: row.remark,
  ...windowsToWire(windowsOf(row)),
});

/**
 * The editions open for declaration as anyone reads them on the public site (docs/site.md
 * "Public reads"): status declaring only, with their awards and grades; no flows, standards,
 * history or audit fields. Any other edition answers as absent.
 */
export class PublicEditionService {
  constructor(private readonly db: Db) {}

  async open(): Promise<PublicEdition[]> {
    const rows = await this.db
      .select()
      .from(editions)
      .where(eq(editions.status, 'declaring'))
      .orderBy(desc(editions.year), asc(editions.sortNumber), desc(editions.id))
      .limit(OPEN_LIMIT);
    const awardsOf = await this.awardsOf(rows.map((r) => r.id));
    return rows.map((row) => ({ ...presentEdition(row), awards: awardsOf.get(row.id) ?? [] }));
  }

  async award(editionId: number, awardId: number): Promise<PublicAwardPage> {
    const [row] = await this.db
      .select()
      .from(editions)
      .where(and(eq(editions.id, editionId), eq(editions.status, 'declaring')));
    const award = row ? (await this.awardsOf([row.id], awardId)).get(row.id)?.[0] : undefined;
    if (!row || !award) throw notFound(PUBLIC_MESSAGES.awardNotFound);
    return { edition: presentEdition(row), award };
  }

  /** The awards of these editions with their edition grades, in the edition's order. */
  private async awardsOf(editionIds: number[], awardId?: number): Promise<Map<number, PublicAward[]>> {
    const map = new Map<number, PublicAward[]>();
    if (editionIds.length === 0) return map;
    const rows = await this.db
      .select({
        id: editionAwards.id,
        editionId: editionAwards.editionId,
        awardId: awards.id,
        awardCode: awards.awardCode,
        awardName: awards.awardName,
        category: awards.category,
        description: awards.description,
      })
      .from(editionAwards)
      .innerJoin(awards, eq(awards.id, editionAwards.awardId))
      .where(
        and(
          inArray(editionAwards.editionId, editionIds),
          awardId !== undefined ? eq(awards.id, awardId) : undefined,
        ),
      )
      .orderBy(asc(editionAwards.sortNumber), asc(editionAwards.id));
    if (rows.length === 0) return map;
    const grades = await this.db
      .select()
      .from(editionGrades)
      .where(
        inArray(
          editionGrades.editionAwardId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(editionGrades.gradeLevel));
    for (const row of rows) {
      const award: PublicAward = {
        awardId: row.awardId,
        awardCode: row.awardCode,
        awardName: row.awardName,
        category: row.category,
        description: row.description,
        grades: grades
          .filter((g) => g.editionAwardId === row.id)
          .map((g) => ({ gradeName: g.gradeName, gradeLevel: g.gradeLevel, quota: g.quota })),
      };
      map.set(row.editionId, [...(map.get(row.editionId) ?? []), award]);
    }
    return map;
  }
}
