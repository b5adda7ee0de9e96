import { DECLARATION_MESSAGES, type WindowExtension } from '@awards/shared/declarations';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { declarationWindowExtensions, editions } from '../../db/schema';
import { badRequest, notFound } from '../../platform/errors';
import type { Caller } from './caller';
import { requireUnit } from './content';
import { requireUnitVisible } from './visibility';

/**
 * One unit's extension of an edition's declaration window (docs/domain.md): the
 * unit may still write and submit until it ends, whatever the edition's window.
 */
export class WindowExtensionService {
  constructor(private readonly db: Db) {}

  /** Sets (or with until null, removes) the extension; 404 for a unit outside the caller's sight. */
  async save(caller: Caller & { kind: 'staff' }, input: WindowExtension) {
    await requireUnitVisible(this.db, caller, input.unitId);
    return this.db.transaction(async (tx) => {
      await requireUnit(tx, input.unitId);
      const edition = await tx.$count(editions, eq(editions.id, input.editionId));
      if (edition === 0) throw notFound(DECLARATION_MESSAGES.editionNotFound);
      const key = and(
        eq(declarationWindowExtensions.editionId, input.editionId),
        eq(declarationWindowExtensions.unitId, input.unitId),
      );
      if (input.until === null) {
        await tx.delete(declarationWindowExtensions).where(key);
        return { editionId: input.editionId, unitId: input.unitId, until: null };
      }
      const until = new Date(input.until);
      if (until <= new Date()) throw badRequest({ until: DECLARATION_MESSAGES.untilPast });
      const { loginName } = caller.user;
      await tx
        .insert(declarationWindowExtensions)
        .values({
          editionId: input.editionId,
          unitId: input.unitId,
          until,
          reason: input.reason ?? null,
          createBy: loginName,
        })
        .onConflictDoUpdate({
          target: [declarationWindowExtensions.editionId, declarationWindowExtensions.unitId],
          set: { until, reason: input.reason ?? null, updateBy: loginName, updateTime: new Date() },
        });
      return { editionId: input.editionId, unitId: input.unitId, until: until.toISOString() };
    });
  }
}
