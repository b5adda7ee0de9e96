import { eq } from 'drizzle-orm';
import { editions, messageReceivers, messages } from '../db/schema';
import type { TestApp } from './harness';

/** Helpers shared by the experts' and the registration's route tests. */

let serial = 0;

/** A valid new expert, each with its own ID number and bank account. */
export function newExpert(fields: Record<string, unknown> = {}) {
  serial += 1;
  const n = String(serial).padStart(4, '0');
  return {
    expertName: `专家${serial}`,
    sex: 1,
    organisation: '清华大学',
    title: '教授',
    discipline: 'computer',
    regionCode: '110000',
    phone: `1390000${n}`,
    email: `expert${serial}@example.org`,
    idNumber: `11010819800101${n}`,
    bankName: '中国工商银行北京分行',
    bankAccount: `622202000000${n}`,
    ...fields,
  };
}

export async function insertEdition(t: TestApp, status: 'draft' | 'reviewing' | 'finished' = 'draft') {
  serial += 1;
  const [row] = await t.db
    .insert(editions)
    .values({ editionName: `测试届次${serial}`, year: 2026, status })
    .returning({ id: editions.id, editionName: editions.editionName });
  return row!;
}

/** The titles of the system messages a user has received. */
export async function messagesOf(t: TestApp, userId: number): Promise<string[]> {
  const rows = await t.db
    .select({ title: messages.msgTitle, content: messages.msgContent })
    .from(messageReceivers)
    .innerJoin(messages, eq(messages.id, messageReceivers.messageId))
    .where(eq(messageReceivers.userId, userId));
  return rows.map((r) => `${r.title}|${r.content}`);
}
