import {
  DEFAULT_PERIOD_DAYS,
  DEFAULT_PUBLICITY_FIELDS,
  PUBLICITY_MESSAGES as M,
  PUBLICITY_FIELDS,
  type PublicityField,
  type PublicitySettingsSave,
  type PublicitySettingsView,
} from '@awards/shared/publicity';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { editions, publicitySettings } from '../../db/schema';
import { notFound } from '../../platform/errors';

/** The stored whitelist, kept to the fields that may be shown (a stored unknown name is dropped). */
const knownFields = (
  list: readonly string[] | undefined,
  fallback: readonly PublicityField[],
): PublicityField[] => {
  const known = (list ?? []).filter((f): f is PublicityField =>
    (PUBLICITY_FIELDS as readonly string[]).includes(f),
  );
  return known.length > 0 ? known : [...fallback];
};

/** The edition's publicity settings, the defaults until saved. */
export async function readSettings(db: DbOrTx, editionId: number): Promise<PublicitySettingsView> {
  const [row] = await db.select().from(publicitySettings).where(eq(publicitySettings.editionId, editionId));
  return {
    editionId,
    periodDays: row?.periodDays ?? DEFAULT_PERIOD_DAYS,
    fields: { proposed: knownFields(row?.fields.proposed, DEFAULT_PUBLICITY_FIELDS.proposed) },
  };
}

/** Publicity settings per edition (PUBLICITY_VIEW reads, PUBLICITY_PUBLISH saves). */
export class PublicitySettingsService {
  constructor(private readonly db: Db) {}

  async get(editionId: number): Promise<PublicitySettingsView> {
    await this.requireEdition(editionId);
    return readSettings(this.db, editionId);
  }

  /** Saves what is given over the current settings; a published snapshot keeps its own copy of the fields. */
  async save(actor: { loginName: string }, input: PublicitySettingsSave): Promise<PublicitySettingsView> {
    await this.requireEdition(input.editionId);
    const current = await readSettings(this.db, input.editionId);
    const next = {
      periodDays: input.periodDays ?? current.periodDays,
      fields: { ...current.fields, ...(input.fields ?? {}) },
    };
    await this.db
      .insert(publicitySettings)
      .values({ editionId: input.editionId, ...next, updateBy: actor.loginName })
      .onConflictDoUpdate({
        target: publicitySettings.editionId,
        set: { ...next, updateBy: actor.loginName, updateTime: new Date() },
      });
    return readSettings(this.db, input.editionId);
  }

  private async requireEdition(editionId: number): Promise<void> {
    if ((await this.db.$count(editions, eq(editions.id, editionId))) === 0) throw notFound(M.editionNotFound);
  }
}
