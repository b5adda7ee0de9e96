import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageReceivers, messages, noticeReads, notices, noticeTargets } from '../../db/schema';
import { createTestServices, type TestServices } from '../../test/services';
import { toCounts, unreadAnswer, unreadCounts, unreadCountsFor } from './counts';

let t: TestServices;
let ann: number;
let ben: number;
let cat: number;
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

beforeAll(async () => {
  t = await createTestServices();
  ann = (await t.createUser({ loginName: 'c-ann' })).id;
  ben = (await t.createUser({ loginName: 'c-ben' })).id;
  cat = (await t.createUser({ loginName: 'c-cat' })).id;
  // Seven notices to everyone (newest is 0), one to Ben only, one draft, one ended.
  const all = await t.db
    .insert(notices)
    .values(
      Array.from({ length: 7 }, (_, i) => ({
        titile: `全体${i}`,
        sendStatus: 1,
        sendTime: minutesAgo(10 + i),
      })),
    )
    .returning({ id: notices.id });
  const [forBen] = await t.db
    .insert(notices)
    .values({ titile: '给Ben', msgType: 'USER', sendStatus: 1, sendTime: minutesAgo(1) })
    .returning({ id: notices.id });
  await t.db.insert(noticeTargets).values({ noticeId: forBen!.id, userId: ben });
  await t.db.insert(notices).values([
    { titile: '草稿', sendStatus: 0 },
    { titile: '已过期', sendStatus: 1, sendTime: minutesAgo(100), endTime: minutesAgo(50) },
  ]);
  // Ann read two of them.
  await t.db.insert(noticeReads).values([all[0]!, all[1]!].map((n) => ({ noticeId: n.id, userId: ann })));
  // A system message to Ann and Cat (Cat read it), an e-mail to Ann (not in the bell).
  const [system] = await t.db.insert(messages).values({ msgTitle: '系统' }).returning({ id: messages.id });
  const [mail] = await t.db
    .insert(messages)
    .values({ msgTitle: '邮件', msgType: '2' })
    .returning({ id: messages.id });
  await t.db.insert(messageReceivers).values([
    { messageId: system!.id, userId: ann },
    { messageId: system!.id, userId: cat, readFlag: 1 },
    { messageId: mail!.id, userId: ann },
  ]);
});
afterAll(() => t.close());

describe('unread counts', () => {
  it('counts per user, lists the newest five, and agrees with the single-user call', async () => {
    const batch = await unreadCountsFor(t.db, [ann, ben, cat]);
    const ofAnn = toCounts(batch.get(ann)!);
    expect([ofAnn.noticeTotal, ofAnn.messageTotal]).toEqual([5, 1]);
    expect(ofAnn.noticeList.map((n) => n.titile)).toEqual(['全体2', '全体3', '全体4', '全体5', '全体6']);
    const ofBen = toCounts(batch.get(ben)!);
    expect([ofBen.noticeTotal, ofBen.messageTotal]).toEqual([8, 0]);
    expect(ofBen.noticeList).toHaveLength(5);
    expect(ofBen.noticeList[0]?.titile).toBe('给Ben');
    const ofCat = toCounts(batch.get(cat)!);
    expect([ofCat.noticeTotal, ofCat.messageTotal, ofCat.messageList]).toEqual([7, 0, []]);
    for (const id of [ann, ben, cat]) expect(await unreadCounts(t.db, id)).toEqual(toCounts(batch.get(id)!));
  });

  it('answers the poll with both kinds, notices first', async () => {
    const { msg } = await unreadAnswer(t.db, ann);
    expect(msg.num).toBe(6);
    expect(msg.noRead.map((m) => m.msgSenderType)).toEqual([...Array(5).fill('NOTICE'), 'SYSTEM']);
  });
});
