import type { Db, DbOrTx } from '../../db/client';
import type { DeclarationsApi } from './public';
import type { ReferenceApis } from './repository';
import { DeclarationService } from './service';

/** What a demo seed does not get: the names of codes (they need other modules' services). */
const unavailable = new Proxy(
  {},
  {
    get: () => {
      throw new Error('demoLifecycle: the reference APIs are not available in a demo seed');
    },
  },
);
const noReferences = { dictionaries: unavailable, regions: unavailable } as ReferenceApis;

/**
 * The lifecycle over a demo seed's transaction, for a later module's `seedDemo` (which gets a
 * transaction, not the built modules): the same DeclarationService, so `decide` and `move`
 * apply the transition table and write the audit trail exactly as the API does. What needs
 * the reference APIs (details with code names, add, update) throws; the printable form too.
 */
export function demoLifecycle(tx: DbOrTx): DeclarationsApi {
  const service = new DeclarationService(tx as Db, noReferences);
  return Object.assign(service, {
    formHtml: () => Promise.reject(new Error('demoLifecycle: no printable form in a demo seed')),
  });
}
