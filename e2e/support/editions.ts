import { api } from './session';

const DAY = 86_400_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

async function call(baseURL: string, token: string, path: string, body: unknown) {
  const answer = await api(baseURL, path, token, body);
  if (answer.status !== 200) throw new Error(`${path}: ${JSON.stringify(answer.body)}`);
  return answer.body.dataSet as Record<string, unknown>;
}

export interface Submitted {
  declarationId: number;
  submittedAt: string;
}

/**
 * An edition of its own with one demo award, in examination, holding one declaration per
 * project submitted by the declarer: what the browser tests of the examination start from,
 * whatever state the demo editions are in.
 */
export async function editionInExamination(
  baseURL: string,
  tokens: { admin: string; declarer: string },
  editionName: string,
  projects: readonly string[],
  /** The award's flow in the edition, where a test needs one (saved while the edition is a draft). */
  flow?: readonly string[],
): Promise<Submitted[]> {
  const { admin, declarer } = tokens;
  const [award] = (await call(baseURL, admin, '/rest/prize/options', {})) as unknown as { awardId: number }[];
  const edition = await call(baseURL, admin, '/rest/edition/add', {
    editionName,
    year: new Date().getFullYear(),
    declarationStart: at(-10 * DAY),
    declarationEnd: at(10 * DAY),
    examinationStart: at(10 * DAY),
    examinationEnd: at(20 * DAY),
    reviewStart: at(20 * DAY),
    reviewEnd: at(30 * DAY),
    publicityStart: at(30 * DAY),
    publicityEnd: at(40 * DAY),
  });
  const editionId = edition.editionId as number;
  await call(baseURL, admin, '/rest/edition/prize/add', { editionId, awardIds: [award?.awardId] });
  if (flow)
    await call(baseURL, admin, '/rest/edition/flow/save', { editionId, awardId: award?.awardId, flow });
  await call(baseURL, admin, '/rest/edition/transition', { editionId, target: 'declaring' });
  const submitted: Submitted[] = [];
  for (const projectName of projects) {
    const draft = await call(baseURL, declarer, '/rest/declarer/declaration/add', {
      editionId,
      awardId: award?.awardId,
      projectName,
      summary: '端到端测试的申报',
      completers: [{ name: '张三', unit: '测试单位', contribution: '总体设计' }, { name: '李四' }],
    });
    const declarationId = draft.declarationId as number;
    const done = await call(baseURL, declarer, '/rest/declarer/declaration/submit', { declarationId });
    submitted.push({ declarationId, submittedAt: done.submittedAt as string });
  }
  // Close the declaration window now and open the examination: then the edition can move on.
  const now = at(-60_000);
  await call(baseURL, admin, '/rest/edition/update', {
    editionId,
    declarationEnd: now,
    examinationStart: now,
  });
  await call(baseURL, admin, '/rest/edition/transition', { editionId, target: 'examining' });
  return submitted;
}
