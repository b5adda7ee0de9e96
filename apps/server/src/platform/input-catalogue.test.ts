import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { queryRows } from '../db/client';
import { buildWorld } from '../test/declarations';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from '../test/harness';
import {
  applyMutations,
  directedCases,
  hostileQueryValue,
  type Mutation,
  mutationsArb,
  sampleOf,
} from '../test/hostile-input';
import type { RegisteredRoute } from './auth/guard';

/**
 * Issue 11, "keep them closed": every route of the catalogue gets hostile input made
 * from its own zod schema, and must answer below 500; when it answers 4xx, no row of
 * any table may have changed.
 *
 * Each route gets, from a valid-looking sample of its body (sampleOf):
 * - directed cases: each field in turn replaced by what defects 7 to 9 were made of
 *   (a NUL in a text; 2^31, true, a digit string, a nested array for a number;
 *   nesting and out-of-range items for a list), and a NUL or an int4 overflow in each
 *   query and path parameter;
 * - RUNS fast-check cases (fixed seed per route): one to three edits among wrong types,
 *   integers beyond every column, NUL bytes, nested arrays, 100k-character strings,
 *   unknown keys (`__proto__` and `constructor` included), null, dropped fields or a
 *   whole body replaced, plus hostile query and path values.
 *
 * Changes are seen by a row-level trigger on every table writing to a change log,
 * so inserts, updates and deletes all show. Not watched: the access log and the login
 * log (they record the request and the attempt themselves; the access log stays on, so
 * its write path sees the hostile requests too) and a session's lastSeenAt touch.
 *
 * A hostile body the schema still accepts (an unknown key is stripped, an optional
 * field dropped) reaches the handler and may answer 2xx with changes: not a failure.
 * Samples name ids as 2^31-1, which no row has, so such a body does not act on a real
 * record; each case is judged on its own changes only; a session that such a case
 * ended (logout, kick) is signed in again.
 */

// CATALOGUE_RUNS and CATALOGUE_SEED widen a local run (e.g. 60 runs, another seed).
const RUNS = Number(process.env.CATALOGUE_RUNS ?? 4);
const SEED = Number(process.env.CATALOGUE_SEED ?? 20_260_111);
const FUZZ_ADDRESS = '10.99.0.1';
const UNWATCHED = ['access_logs', 'login_logs', 'fuzz_changes'];
/** Changes a refusal makes on purpose: a wrong SMS code counts against that code. */
const REFUSAL_RECORDS: Record<string, string[]> = {
  'POST /callback': ['UPDATE sms_codes'],
  // A wrong registration code counts against the code (burnt after 5), as a sign-in code does.
  'POST /rest/register/verify': ['UPDATE registration_codes'],
};
/** Fields of bigint columns, where 2^31 is a valid id (that names no row: 404). */
const BIGINT_FIELDS = ['logAccessId'];

let t: TestApp;
const tokens = { admin: '', declarer: '' };
let declarerName = '';

async function signIn(): Promise<void> {
  tokens.admin = await t.login('admin', ADMIN_PASSWORD);
  tokens.declarer = await t.login(declarerName, USER_PASSWORD);
}

async function watchChanges(): Promise<void> {
  await t.db.execute(
    sql.raw('create table fuzz_changes (id serial primary key, table_name text not null, op text not null)'),
  );
  await t.db.execute(
    sql.raw(`create function fuzz_record_change() returns trigger language plpgsql as $$
begin
  if TG_TABLE_NAME = 'sessions' and TG_OP = 'UPDATE'
     and (to_jsonb(NEW) - 'last_seen_at') = (to_jsonb(OLD) - 'last_seen_at') then
    return null;
  end if;
  insert into fuzz_changes (table_name, op) values (TG_TABLE_NAME, TG_OP);
  return null;
end $$`),
  );
  const tables = await queryRows<{ tablename: string }>(
    t.db,
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  for (const { tablename } of tables) {
    if (UNWATCHED.includes(tablename)) continue;
    await t.db.execute(
      sql.raw(
        `create trigger fuzz_change after insert or update or delete on "${tablename}" for each row execute function fuzz_record_change()`,
      ),
    );
  }
}

/** The changes logged since the last call. */
let seen = 0;
async function changesSince(): Promise<string[]> {
  const rows = await queryRows<{ id: number; table_name: string; op: string }>(
    t.db,
    sql`select id, table_name, op from fuzz_changes where id > ${seen} order by id`,
  );
  seen = Math.max(seen, ...rows.map((r) => r.id));
  return [...new Set(rows.map((r) => `${r.op} ${r.table_name}`))];
}

beforeAll(async () => {
  t = await createTestApp();
  await buildWorld(t);
  const [declarer] = await queryRows<{ login_name: string }>(
    t.db,
    sql`select login_name from users where user_type = 'declarer' order by id limit 1`,
  );
  declarerName = declarer?.login_name ?? '';
  await signIn();
  await watchChanges();
}, 120_000);
afterAll(() => t.close());

interface Case {
  body: Mutation[];
  query: { at: number; value: string | string[] } | null;
  param: string | string[] | null;
  /** A directed case: the value is wrong for its field whatever else holds, so 400. */
  refused?: boolean;
}

const caseArb: fc.Arbitrary<Case> = fc.record({
  body: mutationsArb,
  query: fc.option(fc.record({ at: fc.nat(), value: hostileQueryValue }), { freq: 2 }),
  param: fc.option(hostileQueryValue, { freq: 2 }),
});

const zodOf = (schema: unknown) => schema as z.core.$ZodType | undefined;
const isValid = (schema: z.core.$ZodType, value: unknown) =>
  (schema as unknown as z.ZodType).safeParse(value).success;
const seedOf = (route: RegisteredRoute) =>
  SEED ^ createHash('sha256').update(`${route.method} ${route.url}`).digest().readInt32LE(0);

/** A route's samples and the request one case makes of it. */
function routeUnderTest(route: RegisteredRoute) {
  const schema = route.schema ?? {};
  const hasBody = route.method !== 'GET';
  const bodySchema = zodOf(schema.body);
  const bodySample = bodySchema ? sampleOf(bodySchema) : {};
  const querySchema = zodOf(schema.querystring);
  const querySample = (querySchema ? sampleOf(querySchema) : {}) as Record<string, unknown>;
  const queryKeys = [...Object.keys(querySample), 'unknownField'];
  const hasParams = /[:*]/.test(route.url);

  const requestOf = (c: Case) => {
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries(querySample)) if (v !== undefined) query.append(k, String(v));
    if (c.query) {
      const key = queryKeys[c.query.at % queryKeys.length] as string;
      query.delete(key);
      for (const v of Array.isArray(c.query.value) ? c.query.value : [c.query.value]) query.append(key, v);
    }
    const param = encodeURIComponent(c.param === null ? 'fuzz' : [c.param].flat().join(','));
    const path = route.url.replace(/:[A-Za-z]+/g, param).replace('*', param);
    const qs = query.toString();
    return {
      url: qs ? `${path}?${qs}` : path,
      payload: hasBody ? applyMutations(bodySample, c.body) : undefined,
    };
  };

  // Refusal is required where the rest of the request is valid: a sample the schema takes.
  const refusable = bodySchema ? isValid(bodySchema, bodySample) : true;
  const directed: Case[] = [
    ...(hasBody
      ? directedCases(bodySample).map(({ field, value, edit }) => ({
          body: edit,
          query: null,
          param: null,
          refused: refusable && !(value === 2 ** 31 && BIGINT_FIELDS.includes(field)),
        }))
      : []),
    // NUL in a query value: the schema refuses a known key, the NUL guard any key of a route without one.
    ...queryKeys.map((key, at) => ({
      body: [],
      query: { at, value: 'a\u0000' },
      param: null,
      refused: refusable && (key !== 'unknownField' || !querySchema),
    })),
    ...queryKeys.map((_, at) => ({ body: [], query: { at, value: '2147483648' }, param: null })),
    ...(hasParams
      ? [
          { body: [], query: null, param: 'a\u0000', refused: refusable },
          { body: [], query: null, param: '2147483648' },
        ]
      : []),
  ];

  return {
    requestOf,
    directed,
    validSample: bodySchema ? isValid(bodySchema, bodySample) : null,
    token: () =>
      route.auth === 'public'
        ? null
        : route.url.startsWith('/rest/declarer')
          ? tokens.declarer
          : tokens.admin,
  };
}

describe('the whole route catalogue under hostile input (issue 11)', () => {
  it(`answers below 500 and changes nothing on a 4xx (directed cases + ${RUNS} random a route)`, async () => {
    const routes = t.app.routeCatalogue.filter((r) => r.method !== 'HEAD');
    const tally = { routes: 0, directed: 0, random: 0, validSamples: 0, withBody: 0 };
    const byStatus: Record<number, number> = {};
    const failures: string[] = [];
    const started = Date.now();

    for (const route of routes) {
      const subject = routeUnderTest(route);
      tally.routes += 1;
      if (subject.validSample !== null) tally.withBody += 1;
      if (subject.validSample) tally.validSamples += 1;
      let failed = 0;
      const fail = (text: string) => {
        if (failed < 3) failures.push(text);
        failed += 1;
      };

      // Cases the schema must refuse are checked for changes together: each must answer 400 and
      // change nothing, so one look at the change log after all of them says it of each (a look is
      // a query, ~2.5 ms on PGlite, ~5,500 a run otherwise). A batch is looked at before anything
      // else can write (a new sign-in, the route's other cases).
      let unchecked: string[] = [];
      const checkBatch = async () => {
        if (unchecked.length === 0) return;
        const changes = await changesSince();
        if (changes.length > 0)
          fail(
            `one of ${unchecked.length} refused cases changed ${changes.join(', ')}: ${unchecked.slice(0, 3).join(' | ')}`,
          );
        unchecked = [];
      };

      const run = async (c: Case) => {
        const { url, payload } = subject.requestOf(c);
        const send = () => {
          const token = subject.token();
          return t.app.inject({
            method: route.method as 'POST',
            url,
            headers: {
              ...(token ? { authorization: token } : {}),
              ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
            },
            remoteAddress: FUZZ_ADDRESS,
            ...(payload !== undefined ? { payload } : {}),
          });
        };
        let res = await send();
        if (res.statusCode === 401 && route.auth !== 'public') {
          // An earlier case the schema accepted ended the session (logout, kick).
          await checkBatch();
          await signIn();
          await changesSince();
          res = await send();
        }
        const status = res.statusCode;
        byStatus[status] = (byStatus[status] ?? 0) + 1;
        if (c.refused && status === 400) {
          unchecked.push(`${url.slice(0, 120)} ${payload?.slice(0, 120) ?? ''}`);
          return;
        }
        const allowed = status === 401 ? (REFUSAL_RECORDS[`${route.method} ${route.url}`] ?? []) : [];
        const changes = (await changesSince()).filter((change) => !allowed.includes(change));
        const wrong = status >= 500 || (status >= 400 && changes.length > 0) || (c.refused && status !== 400);
        if (wrong)
          fail(
            `${route.method} ${url.slice(0, 200)} ${payload?.slice(0, 300) ?? ''} -> ${status} ` +
              `${res.body.slice(0, 200)}${changes.length ? ` changed ${changes.join(', ')}` : ''}`,
          );
      };

      // The refused cases first, as one batch; then the others, each looked at on its own.
      for (const c of subject.directed.filter((d) => d.refused)) await run(c);
      await checkBatch();
      for (const c of subject.directed.filter((d) => !d.refused)) await run(c);
      tally.directed += subject.directed.length;
      await fc.assert(
        fc.asyncProperty(caseArb, async (c) => {
          await run(c);
        }),
        { seed: seedOf(route), numRuns: RUNS },
      );
      tally.random += RUNS;
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `[input catalogue] ${tally.routes} routes (${tally.withBody} with a body schema, ` +
        `${tally.validSamples} of whose samples are valid), ${tally.directed + tally.random} cases ` +
        `(${tally.directed} directed, ${tally.random} random) in ${seconds}s; statuses ${JSON.stringify(byStatus)}`,
    );
    expect(tally.routes).toBeGreaterThan(250);
    expect(failures).toEqual([]);
  }, 600_000);
});
