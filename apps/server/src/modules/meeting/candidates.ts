import { type MeetingCandidates, meetsWithoutExpertReview } from '@awards/shared/meeting';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { awards, editionAwards } from '../../db/schema';
import type { ExpertsApi } from '../experts/public';
import { readEditionRow } from './repository';

/**
 * What a new meeting of an edition can be for, for the portal's dialog: the awards whose flow
 * has a meeting and no expert review (the meeting is their first review, its members chosen from
 * the pool; a group's meeting needs none of this) and the edition's pool. `add` applies the
 * same rules again.
 */
export class MeetingCandidateService {
  constructor(
    private readonly db: Db,
    private readonly experts: ExpertsApi,
  ) {}

  async candidates(editionId: number): Promise<MeetingCandidates> {
    await readEditionRow(this.db, editionId);
    const rows = await this.db
      .select({ awardId: editionAwards.awardId, awardName: awards.awardName, flow: editionAwards.flow })
      .from(editionAwards)
      .innerJoin(awards, eq(awards.id, editionAwards.awardId))
      .where(eq(editionAwards.editionId, editionId))
      .orderBy(asc(editionAwards.sortNumber), asc(editionAwards.id));
    return {
      awards: rows
        .filter((r) => meetsWithoutExpertReview(r.flow))
        .map(({ awardId, awardName }) => ({ awardId, awardName })),
      experts: await this.experts.poolMembers(this.db, editionId),
    };
  }
}
