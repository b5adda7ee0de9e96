import { DECLARER_MESSAGES } from '@awards/shared/declarer';
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
 * - `declarer`: a declaring unit's user, on their own unit's declarations only.
 */
export type Caller =
  | { kind: 'staff'; user: SignedInUser }
  | { kind: 'examiner'; user: SignedInUser }
  | { kind: 'declarer'; user: SignedInUser; unitId: number };

/** The capacities that act for a unit (write its declarations, submit, withdraw). */
export type UnitCaller = Extract<Caller, { kind: 'staff' | 'declarer' }>;

export const asStaff = (user: SignedInUser): Caller & { kind: 'staff' } => ({ kind: 'staff', user });

/** For the formal examination's calls only, which are guarded by DECLARE_EXAMINE. */
export const asExaminer = (user: SignedInUser): Caller & { kind: 'examiner' } => ({
  kind: 'examiner',
  user,
});

/** A declarer acting for their unit; 403 for anyone but a client user of type declarer placed in a unit. */
export function asDeclarer(user: SignedInUser & { userType: string }): Caller & { kind: 'declarer' } {
  if (user.userType !== 'declarer') throw forbidden(DECLARER_MESSAGES.notDeclarer);
  if (user.orgId === null) throw forbidden(DECLARER_MESSAGES.noUnit);
  return { kind: 'declarer', user, unitId: user.orgId };
}
