import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_CAP } from '../../platform/paging';
import { rootOrganisation } from '../../test/admin-fixtures';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let admin: string;
const MANY = COUNT_CAP + 2_000;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  const root = await rootOrganisation(t.db);
  // Rows, not accounts: nobody signs in as them, so one placeholder hash does.
  await t.db.execute(sql`
    insert into users (user_no, login_name, password_hash, realname, org_id, create_by)
    select 'PC' || lpad(g::text, 6, '0'), 'page-count-' || g, 'not-a-hash',
           case when g % 1000 = 0 then '千号' else '普通' end, ${root.id}, 'test'
    from generate_series(1, ${MANY}::int) g`);
});
afterAll(() => t.close());

const page = (body: Record<string, unknown>) => t.call('POST', '/rest/user/page', { token: admin, body });

describe('POST /rest/user/page on more users than the count reads', () => {
  it('answers "more than 1,000" and the pages on from there', async () => {
    const first = await page({ pageNum: 1, pageSize: 20 });
    expect(first.status).toBe(200);
    expect(first.body.dataSet).toMatchObject({
      pageNum: 1,
      pageSize: 20,
      totalCount: COUNT_CAP + 1,
      totalPage: COUNT_CAP / 20 + 1,
      countCapped: true,
    });
    expect(first.body.dataSet.result).toHaveLength(20);

    // The last page the first answer offers has rows, and offers the next one in turn.
    const deeper = await page({ pageNum: COUNT_CAP / 20 + 1, pageSize: 20 });
    expect(deeper.body.dataSet.result).toHaveLength(20);
    expect(deeper.body.dataSet).toMatchObject({ totalPage: COUNT_CAP / 20 + 2, countCapped: true });
  });

  it('counts a narrower search exactly, in the answer it always had', async () => {
    const res = await page({ pageNum: 1, pageSize: 20, realname: '千号' });
    expect(res.status).toBe(200);
    expect(res.body.dataSet).toMatchObject({ totalCount: MANY / 1000, totalPage: 1 });
    expect(res.body.dataSet).not.toHaveProperty('countCapped');
  });
});
