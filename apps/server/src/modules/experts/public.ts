import type { EditionPoolMember } from '@awards/shared/experts';
import type { DbOrTx } from '../../db/client';
import type { Notice } from './notify';

export type { Notice } from './notify';
export { smsDecision } from './sms-decision';

/** What other modules may use of the experts module. */
export interface ExpertsApi {
  notifier: DecisionTeller;
  /** An edition's pool as choices (name, organisation, title, availability), in the order pushed. */
  poolMembers(db: DbOrTx, editionId: number): Promise<EditionPoolMember[]>;
}

/**
 * Tells users of a decision by system message, once the decision has committed
 * (the registration audit uses it too). Only live, unfrozen users receive one;
 * a failed send is reported to the log, never thrown, since the decision stands.
 * Answers how many were told.
 */
export interface DecisionTeller {
  tell(
    actor: { userId: number; loginName: string },
    userIds: (number | null)[],
    notice: Notice,
  ): Promise<number>;
}
