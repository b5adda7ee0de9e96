import { DECLARER_MESSAGES } from '@awards/shared/declarer';
import type { Locale } from '@awards/shared/i18n';
import { RECOMMENDER_MESSAGES } from '@awards/shared/recommender';
import { forbidden } from '../../platform/errors';

/** The signed-in user as the declarations need them (a SessionUser fits). */
export interface SignedInUser {
  userId: number;
  loginName: string;
  realname?: string | null;
  orgId: number | null;
}

/**
 * Who acts on declarations, and in which capacity: the capacity decides what the
 * caller sees (visibility.ts) and is the actor kind the audit trail records and
 * the transition table checks.
 * - `staff`: back-office staff, inside their role's data scope (the declaring unit
 *   is the row's organisation);
 * - `examiner`: the formal examination, federation-wide (only behind DECLARE_EXAMINE);
 * - `declarer`: a declaring unit's user, on their own unit's declarations only;
 * - `recommender`: a recommending unit's user, on the declarations that name their
 *   organisation as recommending unit, once past the formal examination (RECOMMENDER_STATUSES).
 * `locale` is the language the caller reads (the request's Accept-Language): the names of
 * the codes a declaration holds (discipline, region) come in it; zh_CN when not given.
 */
export type Caller =
  | { kind: 'staff'; user: SignedInUser; locale?: Locale }
  | { kind: 'examiner'; user: SignedInUser; locale?: Locale }
  | { kind: 'declarer'; user: SignedInUser; unitId: number; locale?: Locale }
  | { kind: 'recommender'; user: SignedInUser; recommendUnitId: number; locale?: Locale };

/** The capacities that act for a unit (write its declarations, submit, withdraw). */
export type UnitCaller = Extract<Caller, { kind: 'staff' | 'declarer' }>;

export const asStaff = (user: SignedInUser, locale?: Locale): Caller & { kind: 'staff' } => ({
  kind: 'staff',
  user,
  ...(locale && { locale }),
});

/** For the formal examination's calls only, which are guarded by DECLARE_EXAMINE. */
export const asExaminer = (user: SignedInUser, locale?: Locale): Caller & { kind: 'examiner' } => ({
  kind: 'examiner',
  user,
  ...(locale && { locale }),
});

/** A declarer acting for their unit; 403 for anyone but a client user of type declarer placed in a unit. */
export function asDeclarer(
  user: SignedInUser & { userType: string },
  locale?: Locale,
): Caller & { kind: 'declarer' } {
  if (user.userType !== 'declarer') throw forbidden(DECLARER_MESSAGES.notDeclarer);
  if (user.orgId === null) throw forbidden(DECLARER_MESSAGES.noUnit);
  return { kind: 'declarer', user, unitId: user.orgId, ...(locale && { locale }) };
}

/** A recommending unit's user; 403 for anyone but a client user of type recommender placed in an organisation. */
export function asRecommender(
  user: SignedInUser & { userType: string },
  locale?: Locale,
): Caller & { kind: 'recommender' } {
  if (user.userType !== 'recommender') throw forbidden(RECOMMENDER_MESSAGES.notRecommender);
  if (user.orgId === null) throw forbidden(RECOMMENDER_MESSAGES.noUnit);
  return { kind: 'recommender', user, recommendUnitId: user.orgId, ...(locale && { locale }) };
}
