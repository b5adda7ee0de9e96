import { PICKER_LIMIT, type PickerOption, type PickerType } from '@awards/shared/pickers';
import { and, asc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tradeEntities } from '../../db/schema';
import { startsWithText } from '../../platform/text-match';

/**
 * The trader / warehouse / factory pickers (spec 001 §2, §7): a prefix search
 * on name or code (codes are upper-case), at most PICKER_LIMIT answers.
 */
export class PickerService {
  constructor(private readonly db: Db) {}

  async search(type: PickerType, keyword: string | undefined): Promise<PickerOption[]> {
    const rows = await this.db
      .select({ code: tradeEntities.code, name: tradeEntities.name })
      .from(tradeEntities)
      .where(
        and(
          eq(tradeEntities.type, type),
          keyword
            ? or(
                startsWithText(tradeEntities.name, keyword),
                startsWithText(tradeEntities.code, keyword.toUpperCase()),
              )
            : undefined,
        ),
      )
      .orderBy(asc(tradeEntities.sortNumber), asc(tradeEntities.code))
      .limit(PICKER_LIMIT);
    return rows.map((row) => ({ code: row.code, name: row.name, value: row.name }));
  }
}
