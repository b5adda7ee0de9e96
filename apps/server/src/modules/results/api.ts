import { assignCertificates } from './certificates';
import type { ResultsApi } from './public';
import { confirmedLists } from './repository';

/** What results offers other modules (reads over the caller's transaction): the app's and a demo seed's. */
export function resultsApi(): ResultsApi {
  return {
    confirmedLists,
    assignCertificates,
    confirmedEntries: async (tx, editionId) =>
      (await confirmedLists(tx, editionId)).flatMap((l) =>
        l.entries.map((e) => ({
          listId: l.listId,
          awardId: l.awardId,
          version: l.version,
          contentHash: l.contentHash,
          ...e,
        })),
      ),
  };
}
