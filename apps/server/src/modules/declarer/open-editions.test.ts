import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, setEditionStatus, type World } from '../../test/declarations';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
});
afterAll(() => t.close());

const open = (token: string, body: unknown = {}) =>
  t.call('POST', '/rest/declarer/openEditions', { token, body });

describe('POST /rest/declarer/openEditions', () => {
  it('lists the editions open for declaration with their awards and grades', async () => {
    const res = await open(w.declarerA);
    expect(res.status).toBe(200);
    const edition = res.body.dataSet.find((e: { editionId: number }) => e.editionId === w.editionId);
    expect(edition.awards).toEqual([
      {
        awardId: w.awardId,
        awardName: expect.any(String),
        grades: [
          { gradeLevel: 1, gradeName: '一等奖' },
          { gradeLevel: 2, gradeName: '二等奖' },
        ],
      },
    ]);
    expect(edition.declarationEnd).toEqual(expect.any(String));
    // Once the edition leaves the declaration stage it is no longer offered.
    await setEditionStatus(t, w.editionId, 'examining');
    const later = await open(w.declarerA);
    expect(later.body.dataSet.map((e: { editionId: number }) => e.editionId)).not.toContain(w.editionId);
    await setEditionStatus(t, w.editionId, 'declaring');
  });

  it('refuses anyone but a declarer (403) and a caller not signed in (401); it takes no input, so no 400', async () => {
    expect((await open(w.noRoles)).status).toBe(403);
    expect((await open(w.admin)).status).toBe(403);
    expect((await t.call('POST', '/rest/declarer/openEditions', { body: {} })).status).toBe(401);
  });
});
