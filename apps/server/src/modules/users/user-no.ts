import { inArray } from 'drizzle-orm';
import { type DbOrTx, queryRows, sql } from '../../db/client';
import { users } from '../../db/schema';

export const formatUserNo = (n: number): string => `U${String(n).padStart(6, '0')}`;

/**
 * The next `count` user numbers: 'U' + the zero-padded value of user_no_seq.
 * A sequence never hands the same number out twice, even to concurrent requests;
 * numbers that seeds or imports already used are skipped. Numbers drawn by a
 * transaction that rolls back are lost, which is harmless (gaps are allowed).
 */
export async function nextUserNos(db: DbOrTx, count: number): Promise<string[]> {
  const result: string[] = [];
  while (result.length < count) {
    const rows = await queryRows<{ n: number }>(
      db,
      sql`select nextval('user_no_seq')::int as n from generate_series(1, ${count - result.length})`,
    );
    const candidates = rows.map((row) => formatUserNo(Number(row.n)));
    const taken = await db
      .select({ userNo: users.userNo })
      .from(users)
      .where(inArray(users.userNo, candidates));
    const takenSet = new Set(taken.map((t) => t.userNo));
    result.push(...candidates.filter((c) => !takenSet.has(c)));
  }
  return result;
}
