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
        // The award's default flow has every stage, the recommendation with them.
        needsRecommendation: true,
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

describe('POST /rest/declarer/declaration/printView', () => {
  it("prints the unit's own declaration as the staff's print view; another unit's is 404; bad id 400", async () => {
    const created = await t.call('POST', '/rest/declarer/declaration/add', {
      token: w.declarerA,
      body: {
        editionId: w.editionId,
        awardId: w.awardId,
        projectName: '打印视图测试项目',
        completers: [{ name: '张三' }],
      },
    });
    expect(created.status).toBe(200);
    const declarationId = created.body.dataSet.declarationId;
    const print = (token: string, body: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/rest/declarer/declaration/printView',
        headers: { authorization: token },
        payload: body as object,
      });
    const mine = await print(w.declarerA, { declarationId });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toContain('text/html');
    expect(mine.body).toContain('打印视图测试项目');
    expect((await print(w.declarerB, { declarationId })).statusCode).toBe(404);
    expect((await print(w.noRoles, { declarationId })).statusCode).toBe(403);
    expect((await print(w.declarerA, { declarationId: 'x' })).statusCode).toBe(400);
  });
});
