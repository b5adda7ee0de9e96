import type { HomeOverview, HomeTask } from '@awards/shared/dashboard';
import { OPEN_OBJECTION_STATUSES } from '@awards/shared/objections';
import { PERM } from '@awards/shared/permissions';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { declarations, declarerRegistrations, editions, experts } from '../../db/schema';
import { type DataScopeSource, dataScopeFilter, type ScopeHolder } from '../../platform/data-scope';
import type { ObjectionsApi } from '../objections/public';

type EditionRow = typeof editions.$inferSelect;

/** The end of the window of the stage the edition is in (reviewing: the review's, then the meeting's). */
export function stageEnd(edition: EditionRow, now: Date): Date | null {
  switch (edition.status) {
    case 'declaring':
      return edition.declarationEnd;
    case 'examining':
      return edition.examinationEnd;
    case 'reviewing':
      return edition.reviewEnd && edition.reviewEnd > now
        ? edition.reviewEnd
        : (edition.meetingEnd ?? edition.reviewEnd);
    case 'publicity':
      return edition.publicityEnd;
    default:
      return null;
  }
}

/**
 * The staff home page (docs/domain.md "Statistics", issue 17 item 6): the current edition (the
 * latest one under way), its stage and the stage's end, what waits in each stage (inside the
 * caller's data scope), and the caller's own queues, those their permission codes open.
 */
export class HomeFigures {
  constructor(
    private readonly db: Db,
    private readonly scopes: DataScopeSource,
    private readonly objections: ObjectionsApi,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async overview(caller: ScopeHolder, codes: ReadonlySet<string>): Promise<HomeOverview> {
    const [edition] = await this.db
      .select()
      .from(editions)
      .where(inArray(editions.status, ['declaring', 'examining', 'reviewing', 'publicity']))
      .orderBy(desc(editions.year), desc(editions.id))
      .limit(1);
    const tasks: HomeTask[] = [];
    if (codes.has(PERM.EXPERT_AUDIT)) {
      const n = await this.db.$count(experts, and(eq(experts.status, 'pending'), eq(experts.delFlag, 0)));
      tasks.push({ key: 'experts', count: n, path: '/expert/audit' });
    }
    if (codes.has(PERM.REGISTER_AUDIT)) {
      const n = await this.db.$count(declarerRegistrations, eq(declarerRegistrations.status, 'pending'));
      tasks.push({ key: 'registration', count: n, path: '/register/audit' });
    }
    if (!edition) return { edition: null, backlog: null, tasks };
    const scope = dataScopeFilter(await this.scopes.dataScope(caller), { org: declarations.unitId });
    const inScope = scope ? sql`and (${scope})` : sql``;
    const [counts] = await queryRows<Record<string, number | string>>(
      this.db,
      sql`select count(*) filter (where status in ('submitted', 'resubmitted'))::int as awaiting,
              count(*) filter (where status = 'returned')::int as returned,
              count(*) filter (where status = 'expert_review')::int as in_review,
              count(*) filter (where status = 'meeting_review')::int as in_meeting,
              count(*) filter (where status = 'proposed')::int as proposed,
              count(*) filter (where status = 'publicity')::int as in_publicity
         from "declarations" where "declarations"."edition_id" = ${edition.id} ${inScope}`,
    );
    const [missing] = await queryRows<{ n: number | string }>(
      this.db,
      sql`select count(*)::int as n from "review_assignments" a
           join "declarations" on "declarations"."id" = a.declaration_id
           left join "reviews" r on r.declaration_id = a.declaration_id and r.expert_id = a.expert_id
          where a.edition_id = ${edition.id} and "declarations"."status" = 'expert_review'
            and (r.id is null or r.status <> 'submitted') ${inScope}`,
    );
    const n = (v: unknown) => Number(v ?? 0);
    const { byStatus } = await this.objections.editionCounts(edition.id, scope);
    const backlog = {
      awaitingExamination: n(counts?.awaiting),
      returned: n(counts?.returned),
      inReview: n(counts?.in_review),
      reviewsMissing: n(missing?.n),
      inMeeting: n(counts?.in_meeting),
      proposed: n(counts?.proposed),
      inPublicity: n(counts?.in_publicity),
      // Open: filed or admitted (OPEN_OBJECTION_STATUSES), against declarations in scope.
      objectionsOpen: OPEN_OBJECTION_STATUSES.reduce((sum, s) => sum + byStatus[s], 0),
    };
    const queues: [string, HomeTask][] = [
      [
        PERM.DECLARE_EXAMINE,
        { key: 'examination', count: backlog.awaitingExamination, path: '/declare/examination' },
      ],
      [PERM.REVIEW_VIEW, { key: 'review', count: backlog.reviewsMissing, path: '/declare/review' }],
      [PERM.RESULT_VIEW, { key: 'results', count: backlog.inMeeting, path: '/declare/results' }],
      [PERM.PUBLICITY_VIEW, { key: 'publicity', count: backlog.proposed, path: '/publicity' }],
      [
        PERM.OBJECTION_VIEW,
        { key: 'objections', count: backlog.objectionsOpen, path: '/publicity/objections' },
      ],
    ];
    const end = stageEnd(edition, this.now());
    return {
      edition: {
        editionId: edition.id,
        editionName: edition.editionName,
        status: edition.status,
        stageEnd: end ? end.toISOString() : null,
      },
      backlog,
      tasks: [...queues.filter(([code]) => codes.has(code)).map(([, task]) => task), ...tasks],
    };
  }
}
