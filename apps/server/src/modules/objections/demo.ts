import { createHash, randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  declarations,
  editionStatusHistory,
  editions,
  files,
  objections,
  organisations,
  publicitySnapshots,
  users,
} from '../../db/schema';
import { finishedDemoEdition } from '../../db/seed/demo-finders';
import { demoLifecycle, type SignedInUser } from '../declarations/public';
import { demoEditions } from '../editions/public';
import { publicityApi } from '../publicity/public';
import { resultsApi } from '../results/public';
import { AwardingService } from './awarding';
import { ObjectorService } from './filing';
import { ObjectionHandlingService } from './handling';
import type { ObjectionNotifier } from './notify';
import { openCount } from './repository';
import { UnitResponseService } from './units';

const DAY = 24 * 3600_000;
const HOUR = 3600_000;

/**
 * The two objections of the finished demo edition, by the declaration's place on the published
 * list (its order): who files (a demo declarer of another unit, their own name and unit), the
 * reason and evidence, the question to the declaring unit and its answer, and the conclusion.
 */
const CASES = [
  {
    entry: 2,
    filer: 'declarer01',
    phone: '13910246635',
    reason:
      '该项目第2项核心发明专利（海洋放线菌发酵产物分离纯化方法）系我单位与申报单位合作完成，合作协议约定双方共同署名，但申报材料未将我单位列为完成单位，我单位两名研究人员亦未列入完成人。',
    evidence: '合作研究协议及专利申请往来函件.pdf',
    question: '请就异议所述合作协议、专利权属及完成单位、完成人排列情况作出书面说明，并提供相关证明材料。',
    response:
      '经核实，该专利研发阶段确与异议单位签订合作协议，因项目组人员变动，申报时未列入合作单位及其人员，我单位对此疏漏深表歉意。',
    conclusion: 'upheld' as const,
    opinion:
      '经调查核实，该项目核心发明专利系与异议人所在单位合作完成，申报材料未如实列明完成单位和完成人，异议成立，撤销该项目授奖资格。',
  },
  {
    entry: 0,
    filer: 'declarer02',
    phone: '13813579246',
    reason:
      '该项目申报书所列零偏稳定性指标（优于0.001°/h）与其公开发表论文的实测数据不一致，疑似夸大技术指标。',
    evidence: '公开发表论文及指标对比说明.pdf',
    question: '请就零偏稳定性指标的测试条件和依据作出说明，并提供第三方检测报告。',
    response:
      '申报指标为2024年国家级计量检测机构按国家军用标准测试所得，论文数据为早期样机结果，测试条件不同。现附第三方检测报告。',
    conclusion: 'dismissed' as const,
    opinion:
      '经专家组核查第三方检测报告及测试记录，申报技术指标真实有据，与论文数据差异系样机批次不同所致，异议不成立。',
  },
];

/**
 * The objections and the awarding of the finished demo edition (docs/domain.md "Demo data (a
 * finished edition)"), through the module's services inside the demo's transaction at their
 * own instants in the publicity period: two objections filed with evidence, both admitted,
 * the declaring unit asked and answering, one upheld and one dismissed; after the period the
 * awarding run (as the hourly job) awards the others with their grade, revokes the upheld
 * one and finishes the edition. The evidence is a file record without stored content (a demo
 * seed writes no file). No message is sent (the notifier is silent here). Idempotent: nothing
 * when the edition has objections.
 */
export async function seedObjectionsDemo(tx: DbOrTx, now = new Date()): Promise<void> {
  const edition = await finishedDemoEdition(tx, now, 'publicity');
  if (!edition || (await tx.$count(objections, eq(objections.editionId, edition.id))) > 0) return;
  const [snapshot] = await tx
    .select()
    .from(publicitySnapshots)
    .where(eq(publicitySnapshots.editionId, edition.id))
    .orderBy(asc(publicitySnapshots.id));
  const people = await tx
    .select({
      userId: users.id,
      loginName: users.loginName,
      realname: users.realname,
      orgId: users.orgId,
      userType: users.userType,
    })
    .from(users)
    .where(inArray(users.loginName, ['admin', ...CASES.map((c) => c.filer)]));
  const admin = people.find((p) => p.loginName === 'admin') as SignedInUser | undefined;
  if (!snapshot || !admin) return;
  const db = tx as Db;
  const editionsApi = demoEditions(tx);
  editionsApi.answerObjectionsOpen((t, editionId) => openCount(t, editionId));
  const publicity = publicityApi(tx);
  const awarding = new AwardingService(db, demoLifecycle(tx), editionsApi, resultsApi(), publicity);
  const silent = { tell: async () => {} } as unknown as ObjectionNotifier;
  const handling = new ObjectionHandlingService(db, awarding, silent);
  const objector = new ObjectorService(db, publicity);
  const unitService = new UnitResponseService(db);
  const start = snapshot.startTime.getTime();

  for (const [i, c] of CASES.entries()) {
    const filer = people.find((p) => p.loginName === c.filer);
    const entry = snapshot.entries[c.entry];
    if (!filer || !entry) continue;
    // Afternoons in Beijing: the publication is at 09:00, so + 5.5 h is 14:30.
    const filed = new Date(start + (3 + i) * DAY + 5.5 * HOUR);
    const fileId = randomUUID();
    await tx.insert(files).values({
      fileId,
      fileName: c.evidence,
      mime: 'application/pdf',
      size: 0,
      sha256: createHash('sha256').update(c.evidence).digest('hex'),
      storageKey: `demo/${fileId}`,
      purpose: 'attachment',
      ownerUserId: filer.userId,
      createTime: new Date(filed.getTime() - HOUR),
    });
    const [unit] = await tx
      .select({ unitId: declarations.unitId })
      .from(declarations)
      .where(eq(declarations.id, entry.declarationId));
    const filed_ = await objector.file(
      filer,
      {
        snapshotId: snapshot.id,
        declarationId: entry.declarationId,
        realname: filer.realname.replace(/（.*）$/, ''),
        organisation: await unitName(tx, filer.orgId),
        phone: c.phone,
        reason: c.reason,
        evidence: [fileId],
      },
      filed,
    );
    const staff = { ...admin, userType: 'staff' };
    await handling.screen(
      staff,
      { objectionId: filed_.objectionId, admit: true },
      new Date(filed.getTime() + DAY),
    );
    const asked = new Date(filed.getTime() + DAY + 2 * HOUR);
    await handling.request(
      staff,
      {
        objectionId: filed_.objectionId,
        targets: ['declaring_unit'],
        question: c.question,
        deadline: new Date(asked.getTime() + 5 * DAY).toISOString(),
      },
      asked,
    );
    // The declaring unit's demo declarer answers on the site (every unit on the list has one).
    const [responder] = await tx
      .select({ userId: users.id, loginName: users.loginName, userType: users.userType, orgId: users.orgId })
      .from(users)
      .where(and(eq(users.orgId, unit!.unitId), eq(users.userType, 'declarer')))
      .orderBy(asc(users.id))
      .limit(1);
    const detail = await handling.detail(staff, filed_.objectionId);
    const request = detail.requests[0];
    if (responder && request)
      await unitService.respond(
        responder,
        { requestId: request.requestId, response: c.response },
        new Date(asked.getTime() + 3 * DAY),
      );
    await handling.conclude(
      staff,
      { objectionId: filed_.objectionId, conclusion: c.conclusion, opinion: c.opinion },
      new Date(asked.getTime() + 6 * DAY),
    );
  }

  // The hourly run after the period's end: the others awarded, the upheld one revoked, finished.
  const awarded = new Date(snapshot.endTime.getTime() + 10 * 60_000);
  const outcome = await awarding.run(admin, edition.id, awarded);
  if (!outcome.finished) throw new Error('objections demo: the finished edition did not finish');
  await tx
    .update(editionStatusHistory)
    .set({ createTime: awarded })
    .where(
      and(eq(editionStatusHistory.editionId, edition.id), eq(editionStatusHistory.toStatus, 'finished')),
    );
  await tx.update(editions).set({ updateTime: awarded }).where(eq(editions.id, edition.id));
}

async function unitName(tx: DbOrTx, orgId: number | null): Promise<string | undefined> {
  if (orgId === null) return undefined;
  const [row] = await tx
    .select({ name: organisations.organName })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  return row?.name;
}
