import type { ObjectionStatus, ScreeningReason } from '@awards/shared/objections';
import type { SQL } from 'drizzle-orm';

/** An edition's objections counted by status, and the not admitted ones by screening reason. */
export interface ObjectionCounts {
  byStatus: Record<ObjectionStatus, number>;
  byReason: Record<ScreeningReason, number>;
}

/** What other modules may use of the objections (the statistics, the staff home page). */
export interface ObjectionsApi {
  /**
   * The edition's objections by status and by screening reason. `within`, when given, is a
   * condition on `"declarations"` (the caller's data scope on the declaring unit): only the
   * objections against those declarations count.
   */
  editionCounts(editionId: number, within?: SQL): Promise<ObjectionCounts>;
}
