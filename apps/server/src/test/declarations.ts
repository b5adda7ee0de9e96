import type { EditionStatus } from '@awards/shared/editions';
import { eq } from 'drizzle-orm';
import { editions, organisations } from '../db/schema';
import { ADMIN_PASSWORD, type TestApp, USER_PASSWORD } from './harness';

// Test support for the declarations, examination and declarer tests (and the platform's input tests).

const DAY = 86_400_000;
export const days = (n: number) => new Date(Date.now() + n * DAY).toISOString();

let serial = 0;

export interface World {
  admin: string;
  editionId: number;
  awardId: number;
  unitA: number;
  unitB: number;
  declarerA: string;
  declarerB: string;
  noRoles: string;
}

/** An award, an edition open for declaration with it, two units with a declarer each. */
export async function buildWorld(t: TestApp): Promise<World> {
  serial += 1;
  const admin = await t.login('admin', ADMIN_PASSWORD);
  const call = (url: string, body: unknown) => t.call('POST', url, { token: admin, body });
  const award = await call('/rest/prize/add', {
    awardCode: `DECL_${serial}`,
    awardName: `测试奖${serial}`,
    category: 'progress',
    grades: [
      { gradeName: '一等奖', gradeLevel: 1, quota: 2 },
      { gradeName: '二等奖', gradeLevel: 2, quota: 4 },
    ],
    standards: [{ standardName: '创新性', maxScore: 100, weight: 100 }],
  });
  const awardId = award.body.dataSet.awardId as number;
  const edition = await call('/rest/edition/add', {
    editionName: `申报测试届${serial}`,
    year: 2026,
    declarationStart: days(-1),
    declarationEnd: days(10),
    examinationStart: days(10),
    examinationEnd: days(20),
  });
  const editionId = edition.body.dataSet.editionId as number;
  await call('/rest/edition/prize/add', { editionId, awardIds: [awardId] });
  const opened = await call('/rest/edition/transition', { editionId, target: 'declaring' });
  if (opened.status !== 200) throw new Error(`open edition: ${JSON.stringify(opened.body)}`);
  const unit = async (code: string, regionCode: string) => {
    const [row] = await t.db
      .insert(organisations)
      .values({ organCode: code, organName: `申报单位${code}`, organType: 'unit', regionCode })
      .returning({ id: organisations.id });
    return row!.id;
  };
  const unitA = await unit(`U${serial}A`, '110000');
  const unitB = await unit(`U${serial}B`, '310000');
  await t.createUser({ loginName: `decl-a-${serial}`, userType: 'declarer', orgId: unitA });
  await t.createUser({ loginName: `decl-b-${serial}`, userType: 'declarer', orgId: unitB });
  await t.createUser({ loginName: `decl-none-${serial}` });
  return {
    admin,
    editionId,
    awardId,
    unitA,
    unitB,
    declarerA: await t.login(`decl-a-${serial}`, USER_PASSWORD),
    declarerB: await t.login(`decl-b-${serial}`, USER_PASSWORD),
    noRoles: await t.login(`decl-none-${serial}`, USER_PASSWORD),
  };
}

/** Moves the edition straight to a status (the edition's own rules are tested in editions/). */
export async function setEditionStatus(t: TestApp, editionId: number, status: EditionStatus) {
  await t.db.update(editions).set({ status }).where(eq(editions.id, editionId));
}

export const content = (w: World, projectName = '高效储能材料关键技术') => ({
  editionId: w.editionId,
  awardId: w.awardId,
  gradeLevel: 1,
  projectName,
  discipline: 'materials',
  summary: '项目简介',
  keyData: { 专利数: 12, 经济效益: '3亿元' },
  completers: [
    { name: '张三', unit: '某大学', contribution: '总体设计' },
    { name: '李四', unit: '某研究院', contribution: '工艺实现' },
  ],
});

export interface Recommenders {
  /** Two recommending units (organisations of type recommender) and a user of each. */
  unitA: number;
  unitB: number;
  recommenderA: string;
  recommenderB: string;
}

/** Two recommending units with a client user of type recommender each (signed in). */
export async function addRecommenders(t: TestApp): Promise<Recommenders> {
  serial += 1;
  const unit = async (code: string) => {
    const [row] = await t.db
      .insert(organisations)
      .values({ organCode: code, organName: `推荐单位${code}`, organType: 'recommender' })
      .returning({ id: organisations.id });
    return row!.id;
  };
  const unitA = await unit(`R${serial}A`);
  const unitB = await unit(`R${serial}B`);
  await t.createUser({ loginName: `rec-a-${serial}`, userType: 'recommender', orgId: unitA });
  await t.createUser({ loginName: `rec-b-${serial}`, userType: 'recommender', orgId: unitB });
  return {
    unitA,
    unitB,
    recommenderA: await t.login(`rec-a-${serial}`, USER_PASSWORD),
    recommenderB: await t.login(`rec-b-${serial}`, USER_PASSWORD),
  };
}
