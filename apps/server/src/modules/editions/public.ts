import type { DbOrTx } from '../../db/client';
import type { editions } from '../../db/schema';

export type EditionRow = typeof editions.$inferSelect;

/** What other modules may do with editions (the experts' pools, the declarations' windows). */
export interface EditionsApi {
  /**
   * The edition's row, locked FOR UPDATE for the rest of the caller's
   * transaction, so its status cannot change meanwhile; 404
   * (EDITION_MESSAGES.notFound) when absent.
   */
  lock(tx: DbOrTx, editionId: number): Promise<EditionRow>;
}

/** A window's instant as the refusals name it: China Standard Time, "YYYY-MM-DD HH:mm". */
export { formatTime } from './transitions';
