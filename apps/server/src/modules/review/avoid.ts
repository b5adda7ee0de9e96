import { DECLARATION_STATUS_NAMES } from '@awards/shared/declarations';
import type { Locale } from '@awards/shared/i18n';
import {
  AVOID_OPEN_STATUSES,
  type AvoidAdd,
  type AvoidRequestView,
  type AvoidStatus,
  REVIEW_MESSAGES as M,
  MAX_AVOID_REQUESTS,
} from '@awards/shared/review';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { editionExperts, experts, reviewAvoidRequests, reviewConflicts } from '../../db/schema';
import { ruleViolation } from '../../platform/errors';
import { asDeclarer, type DeclarationsApi, type SignedInUser } from '../declarations/public';
import { organisationKey } from './assignment/match';
import { readEdition, requireEditable } from './repository';

type DeclarerUser = SignedInUser & { userType: string };

/**
 * A declarer's avoidance requests (回避申请, docs/domain.md "Avoidance requests"). The
 * declarer names an organisation, and optionally an expert's name in it, never an expert
 * id: they see neither the pool nor the assignments. Each request is matched against the
 * edition's pool into pending conflicts (source declarer) that staff decide with
 * `conflict/decide`; the declarer sees the request's status, never whom it matched.
 */
export class AvoidService {
  constructor(
    private readonly db: Db,
    private readonly lifecycle: DeclarationsApi,
  ) {}

  async add(user: DeclarerUser, input: AvoidAdd, locale?: Locale): Promise<AvoidRequestView> {
    const caller = asDeclarer(user, locale);
    const requestId = await this.db.transaction(async (tx) => {
      const declaration = await this.lifecycle.readDetail(caller, input.declarationId, tx);
      requireEditable(await readEdition(tx, declaration.editionId, true));
      if (!AVOID_OPEN_STATUSES.includes(declaration.status))
        throw ruleViolation(
          M.avoidNotOpen({
            name: declaration.projectName,
            status: DECLARATION_STATUS_NAMES[declaration.status],
          }),
        );
      const earlier = await tx
        .select()
        .from(reviewAvoidRequests)
        .where(eq(reviewAvoidRequests.declarationId, input.declarationId))
        .for('update');
      if (earlier.length >= MAX_AVOID_REQUESTS)
        throw ruleViolation(M.avoidTooMany({ max: MAX_AVOID_REQUESTS }));
      const target = targetKey(input.organisation, input.expertName ?? null);
      if (earlier.some((r) => targetKey(r.organisation, r.expertName) === target))
        throw ruleViolation(M.avoidDuplicate);
      const [row] = await tx
        .insert(reviewAvoidRequests)
        .values({
          editionId: declaration.editionId,
          declarationId: input.declarationId,
          organisation: input.organisation,
          expertName: input.expertName ?? null,
          reason: input.reason,
          createBy: user.loginName,
        })
        .returning({ id: reviewAvoidRequests.id });
      await matchAvoidRequests(tx, declaration.editionId, null, [input.declarationId]);
      return row!.id;
    });
    const views = await this.list(user, input.declarationId, locale);
    return views.find((v) => v.requestId === requestId)!;
  }

  /** The declaration's requests, oldest first, each with its status as the declarer may see it. */
  async list(user: DeclarerUser, declarationId: number, locale?: Locale): Promise<AvoidRequestView[]> {
    await this.lifecycle.requireVisible(asDeclarer(user, locale), declarationId);
    const requests = await this.db
      .select()
      .from(reviewAvoidRequests)
      .where(eq(reviewAvoidRequests.declarationId, declarationId))
      .orderBy(asc(reviewAvoidRequests.id));
    const matched = requests.length
      ? await this.db
          .select({ requestId: reviewConflicts.requestId, status: reviewConflicts.status })
          .from(reviewConflicts)
          .where(
            inArray(
              reviewConflicts.requestId,
              requests.map((r) => r.id),
            ),
          )
      : [];
    return requests.map((r) => ({
      requestId: r.id,
      declarationId: r.declarationId,
      organisation: r.organisation,
      expertName: r.expertName,
      reason: r.reason,
      status: statusOf(matched.filter((m) => m.requestId === r.id).map((m) => m.status)),
      createTime: r.createTime.toISOString(),
    }));
  }
}

/**
 * What the declarer sees of a request from the statuses of the conflicts it matched:
 * granted once any is confirmed, pending while any awaits staff, not granted when all
 * were dismissed, and no_match when no expert of the pool fits (yet).
 */
export function statusOf(statuses: readonly string[]): AvoidStatus {
  if (!statuses.length) return 'no_match';
  if (statuses.includes('confirmed')) return 'confirmed';
  if (statuses.includes('pending')) return 'pending';
  return 'dismissed';
}

/** Whether a pool expert is the one a request names: same organisation, and same name where one is given. */
export function requestMatches(
  request: { organisation: string; expertName: string | null },
  expert: { name: string; organisation: string },
): boolean {
  const organisation = organisationKey(request.organisation);
  if (!organisation || organisation !== organisationKey(expert.organisation)) return false;
  return !request.expertName || nameKey(request.expertName) === nameKey(expert.name);
}

const nameKey = (name: string) => name.replace(/\s+/g, '').toLowerCase();
const targetKey = (organisation: string, name: string | null) =>
  `${organisationKey(organisation)}|${name ? nameKey(name) : ''}`;

/**
 * Turns the requests on these declarations into pending conflicts with the matching
 * experts of the edition's pool (`expertIds` narrows the experts; null: the whole pool).
 * A pair already recorded by a request is left as it is (staff may have decided it).
 */
export async function matchAvoidRequests(
  tx: DbOrTx,
  editionId: number,
  expertIds: number[] | null,
  declarationIds: number[],
): Promise<void> {
  if (!declarationIds.length || expertIds?.length === 0) return;
  const requests = await tx
    .select()
    .from(reviewAvoidRequests)
    .where(inArray(reviewAvoidRequests.declarationId, declarationIds));
  if (!requests.length) return;
  const pool = await tx
    .select({ id: experts.id, name: experts.expertName, organisation: experts.organisation })
    .from(editionExperts)
    .innerJoin(experts, eq(experts.id, editionExperts.expertId))
    .where(
      and(
        eq(editionExperts.editionId, editionId),
        eq(experts.delFlag, 0),
        expertIds ? inArray(experts.id, expertIds) : undefined,
      ),
    );
  const rows = requests.flatMap((r) =>
    pool
      .filter((e) => requestMatches(r, e))
      .map((e) => ({
        editionId,
        expertId: e.id,
        declarationId: r.declarationId,
        conflictType: 'requested' as const,
        source: 'declarer' as const,
        status: 'pending' as const,
        reason: r.reason,
        requestId: r.id,
        createBy: r.createBy,
      })),
  );
  if (rows.length) await tx.insert(reviewConflicts).values(rows).onConflictDoNothing();
}
