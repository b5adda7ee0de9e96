import { DEFAULT_FLOW } from '@awards/shared/awards';
import {
  DECLARATION_STATUSES,
  type DeclarationAction,
  type DeclarationActor,
  type DeclarationStatus,
} from '@awards/shared/declarations';
import { EDITION_STATUSES, type EditionStatus } from '@awards/shared/editions';
import { RECOMMENDER_STATUSES } from '@awards/shared/recommender';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declarationAudits, declarations, editions, users } from '../../db/schema';
import { AppError } from '../../platform/errors';
import {
  addRecommenders,
  buildWorld,
  content,
  type Recommenders,
  setEditionStatus,
  type World,
} from '../../test/declarations';
import { type Called, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';
import { createModuleApis } from '../../test/services';
import type { Caller } from './public';
import { DeclarationService } from './service';
import { flowRefusal, TRANSITIONS } from './transitions';

/**
 * The declaration state machine against the database, driven by the table
 * (transitions.ts): every declaration status × every move, each declaration put
 * into its status directly in the database, the move taken through the real
 * route (part 1's calls) or through the lifecycle's `move` (every move of the table),
 * then: a legal pair lands on the table's target with exactly one new audit row;
 * an illegal one is refused and leaves the row and its trail as they were.
 * A new status or move in the table is covered without touching this file
 * (a move no route takes yet is covered by the second matrix).
 */

type Move = Exclude<DeclarationAction, 'create'>;
const MOVES = Object.keys(TRANSITIONS) as Move[];
const ACTORS: DeclarationActor[] = ['declarer', 'examiner', 'staff', 'recommender'];

let t: TestApp;
let w: World;
let r: Recommenders;
let template: typeof declarations.$inferSelect;
let adminId: number;

type TokenName =
  | 'declarer'
  | 'otherUnit'
  | 'examiner'
  | 'staff'
  | 'noRoles'
  | 'recommender'
  | 'otherRecommender';
const tokens = {} as Record<TokenName, string>;
const LOGIN: Record<'declarer' | 'examiner' | 'staff' | 'recommender', string> = {
  declarer: '',
  examiner: 'sm-auditor',
  staff: 'admin',
  recommender: '',
};

/** One part-1 call that moves a declaration. */
interface PartOneCall {
  name: string;
  actor: DeclarationActor;
  /** The move the call takes on a declaration in this status (submit and resubmit share a call). */
  move: (status: DeclarationStatus) => Move;
  /** Whether the call carries an opinion or reason at all (submit does not). */
  opinion: boolean;
  /** The call with the opinion / reason the move may need (null: left out). */
  invoke: (declarationId: number, opinion: string | null, as?: TokenName) => Promise<Called>;
  /** Tokens the route refuses outright: 403 (wrong kind of user or missing code), 404 (another unit). */
  refused: Partial<Record<TokenName, 403 | 404>>;
}

const post = (url: string, token: TokenName, body: object) =>
  t.call('POST', url, { token: tokens[token], body });
const withOpinion = (opinion: string | null, key: 'opinion' | 'reason') =>
  opinion === null ? {} : { [key]: opinion };

const declarerSubmit: PartOneCall['move'] = (status) =>
  TRANSITIONS.resubmit.from.includes(status) ? 'resubmit' : 'submit';

const CALLS: PartOneCall[] = [
  {
    name: 'declarer submit',
    actor: 'declarer',
    move: declarerSubmit,
    opinion: false,
    invoke: (declarationId, _opinion, as = 'declarer') =>
      post('/rest/declarer/declaration/submit', as, { declarationId }),
    refused: { otherUnit: 404, examiner: 403, staff: 403, noRoles: 403 },
  },
  {
    name: 'declarer withdraw',
    actor: 'declarer',
    move: () => 'withdraw',
    opinion: true,
    invoke: (declarationId, opinion, as = 'declarer') =>
      post('/rest/declarer/declaration/withdraw', as, {
        declarationId,
        ...withOpinion(opinion, 'reason'),
      }),
    refused: { otherUnit: 404, examiner: 403, staff: 403, noRoles: 403 },
  },
  {
    name: 'staff revoke',
    actor: 'staff',
    move: () => 'withdraw',
    opinion: true,
    invoke: (declarationId, opinion, as = 'staff') =>
      post('/rest/declare/revoke', as, { declarationId, ...withOpinion(opinion, 'reason') }),
    refused: { declarer: 403, examiner: 403, noRoles: 403 },
  },
  ...(['pass', 'return', 'reject', 'defer'] as const).map(
    (decision): PartOneCall => ({
      name: `examiner ${decision}`,
      actor: 'examiner',
      move: () => decision,
      opinion: true,
      invoke: (declarationId, opinion, as = 'examiner') =>
        post('/rest/examination/decide', as, {
          declarationId,
          decision,
          ...withOpinion(opinion, 'opinion'),
        }),
      refused: { declarer: 403, noRoles: 403 },
    }),
  ),
  {
    name: 'examiner batch pass',
    actor: 'examiner',
    move: () => 'pass',
    opinion: true,
    invoke: (declarationId, opinion, as = 'examiner') =>
      post('/rest/examination/batchPass', as, {
        declarationIds: [declarationId],
        ...withOpinion(opinion, 'opinion'),
      }),
    refused: { declarer: 403, noRoles: 403 },
  },
  ...(['recommend', 'decline'] as const).map(
    (move): PartOneCall => ({
      name: `recommender ${move}`,
      actor: 'recommender',
      move: () => move,
      opinion: true,
      invoke: (declarationId, opinion, as = 'recommender') =>
        post(`/rest/recommender/${move}`, as, { declarationId, ...withOpinion(opinion, 'opinion') }),
      refused: { otherRecommender: 404, declarer: 403, examiner: 403, staff: 403, noRoles: 403 },
    }),
  ),
];

/** A recommending unit sees the declarations naming it from the formal examination's pass on; else 404. */
const hiddenFrom = (actor: DeclarationActor, status: DeclarationStatus) =>
  actor === 'recommender' && !RECOMMENDER_STATUSES.includes(status);

// ---- the database side ----

/** A declaration of unit A put straight into this status, with its creation row in the trail. */
async function declarationIn(status: DeclarationStatus, label: string) {
  const { id: _id, ...copy } = template;
  const [row] = await t.db
    .insert(declarations)
    .values({ ...copy, status, projectName: `${label}（${status}）`, recommendUnitId: r.unitA })
    .returning();
  if (!row || row.status !== status) throw new Error(`cannot set a declaration up in status ${status}`);
  await t.db.insert(declarationAudits).values({
    declarationId: row.id,
    action: 'create',
    fromStatus: null,
    toStatus: 'draft',
    actorKind: 'staff',
    actor: 'admin',
  });
  return row.id;
}

async function snapshot(id: number) {
  const [row] = await t.db.select().from(declarations).where(eq(declarations.id, id));
  if (!row) throw new Error(`declaration ${id} is gone`);
  const audits = await t.db
    .select()
    .from(declarationAudits)
    .where(eq(declarationAudits.declarationId, id))
    .orderBy(asc(declarationAudits.id));
  return { row, audits };
}

/**
 * The table's own answer, and the award's flow (buildWorld's award has all five
 * stages); no expert review is done here: no review module answers this service.
 */
const legal = (status: DeclarationStatus, move: Move, actor: DeclarationActor) =>
  TRANSITIONS[move].from.includes(status) &&
  TRANSITIONS[move].who.includes(actor) &&
  flowRefusal({ status, flow: DEFAULT_FLOW, expertReviewDone: false }, move) === null;

const OPINION = '审查意见：材料齐全';

let built: ReturnType<typeof createModuleApis>;

beforeAll(async () => {
  t = await createTestApp();
  built = createModuleApis(t.database);
  w = await buildWorld(t);
  r = await addRecommenders(t);
  await t.createUser({ loginName: LOGIN.examiner, roleCodes: ['BUSI_AUDIT'] });
  Object.assign(tokens, {
    declarer: w.declarerA,
    otherUnit: w.declarerB,
    examiner: await t.login(LOGIN.examiner, USER_PASSWORD),
    staff: w.admin,
    noRoles: w.noRoles,
    recommender: r.recommenderA,
    otherRecommender: r.recommenderB,
  });
  const [recommender] = await t.db
    .select({ loginName: users.loginName })
    .from(users)
    .where(eq(users.orgId, r.unitA));
  LOGIN.recommender = recommender!.loginName;
  const made = await t.call('POST', '/rest/declarer/declaration/add', {
    token: w.declarerA,
    body: content(w, '状态机模板'),
  });
  expect(made.status).toBe(200);
  template = (await snapshot(made.body.dataSet.declarationId)).row;
  LOGIN.declarer = template.createBy ?? '';
  const [admin] = await t.db.select({ id: users.id }).from(users).where(eq(users.loginName, 'admin'));
  adminId = admin!.id;
  expect(LOGIN.declarer).not.toBe('');
});
afterAll(async () => {
  await built.close();
  await t.close();
});

describe('the state machine through the part-1 calls (edition declaring, window open)', () => {
  it('covers every move of the table that a part-1 call takes', () => {
    const called = new Set(CALLS.flatMap((c) => DECLARATION_STATUSES.map((s) => c.move(s))));
    // Moves no call takes yet belong to the review, meeting and publicity parts;
    // the second matrix (the lifecycle's move) covers them. Wiring one to a call means adding it to CALLS.
    expect(MOVES.filter((m) => !called.has(m))).toEqual([
      'start_review',
      'to_meeting',
      'propose',
      'not_award',
      'reopen_result',
      'publicise',
      'award',
      'revoke',
      'carry_over',
    ]);
  });

  const cases = CALLS.flatMap((call) =>
    DECLARATION_STATUSES.map((status) => ({ call, status, move: call.move(status) })),
  );

  it.each(
    cases.map((c) => ({
      ...c,
      label: `${c.status} × ${c.call.name} (${c.move}): ${legal(c.status, c.move, c.call.actor) ? 'allowed' : 'refused'}`,
    })),
  )('$label', async ({ call, status, move }) => {
    const id = await declarationIn(status, call.name);
    const before = await snapshot(id);
    const res = await call.invoke(id, OPINION);
    const after = await snapshot(id);
    if (hiddenFrom(call.actor, status)) {
      expect(res.status, res.body.rtnMessage).toBe(404);
      expect(after).toEqual(before);
    } else if (legal(status, move, call.actor)) {
      expect(res.status, res.body.rtnMessage).toBe(200);
      expect(after.row.status).toBe(TRANSITIONS[move].to);
      expect(after.audits).toHaveLength(before.audits.length + 1);
      expect(after.audits.slice(0, -1)).toEqual(before.audits);
      expect(after.audits.at(-1)).toMatchObject({
        action: move,
        fromStatus: status,
        toStatus: TRANSITIONS[move].to,
        opinion: call.opinion ? OPINION : null,
        actorKind: call.actor,
        actor: LOGIN[call.actor as keyof typeof LOGIN],
      });
      if (move === 'submit' || move === 'resubmit')
        expect(after.row.submittedAt).not.toEqual(before.row.submittedAt);
    } else {
      expect(res.status).toBe(422);
      expect(res.body.rtnCode).toBe('505');
      expect(res.body.rtnMessage).toMatch(/申报|不能/);
      expect(after).toEqual(before);
    }
  });

  // Refusals before the table is asked: the wrong kind of user, another unit, a missing opinion.
  const guarded = CALLS.flatMap((call) =>
    DECLARATION_STATUSES.filter((status) => legal(status, call.move(status), call.actor)).map((status) => ({
      call,
      status,
    })),
  );

  it.each(
    guarded.flatMap(({ call, status }) =>
      (Object.entries(call.refused) as [TokenName, 403 | 404][]).map(([token, code]) => ({
        call,
        status,
        token,
        code,
        label: `${status} × ${call.name} by ${token}: ${code}`,
      })),
    ),
  )('$label', async ({ call, status, token, code }) => {
    const id = await declarationIn(status, `${call.name} by ${token}`);
    const before = await snapshot(id);
    const res = await call.invoke(id, OPINION, token);
    expect(res.status, res.body.rtnMessage).toBe(code);
    expect(await snapshot(id)).toEqual(before);
  });

  it.each(
    guarded
      .filter(({ call, status }) => TRANSITIONS[call.move(status)].opinion)
      .map(({ call, status }) => ({ call, status, label: `${status} × ${call.name} without opinion: 400` })),
  )('$label', async ({ call, status }) => {
    const id = await declarationIn(status, `${call.name} without opinion`);
    const before = await snapshot(id);
    const res = await call.invoke(id, null);
    expect(res.status).toBe(400);
    expect(await snapshot(id)).toEqual(before);
  });
});

describe("every move of the table through the lifecycle's move, with the edition where the move belongs", () => {
  const now = new Date();

  /** The first edition status in which the move's edition checks pass (the windows of buildWorld). */
  async function editionStatusFor(move: Move): Promise<EditionStatus> {
    const [edition] = await t.db.select().from(editions).where(eq(editions.id, w.editionId));
    // The edition checks only: the flow's own refusals are part of `legal`.
    const found = EDITION_STATUSES.find((status) =>
      TRANSITIONS[move].checks.every(
        (check) =>
          check(
            {
              status: TRANSITIONS[move].from[0]!,
              edition: { ...edition!, status },
              extensionUntil: null,
              flow: DEFAULT_FLOW,
              expertReviewDone: false,
            },
            now,
          ) === null,
      ),
    );
    if (!found) throw new Error(`no edition status lets「${move}」happen: the table cannot be tested`);
    return found;
  }

  /** Each capacity, seeing the declarations of unit A (the administrator's data scope is all). */
  const callerOf = (kind: DeclarationActor): Caller => {
    const user = { userId: adminId, loginName: `${kind}-actor`, realname: `${kind} 演员`, orgId: null };
    if (kind === 'declarer') return { kind, user, unitId: w.unitA };
    if (kind === 'recommender') return { kind, user, recommendUnitId: r.unitA };
    return { kind, user };
  };

  for (const move of MOVES) {
    it(`${move}: every status × every actor`, async () => {
      const editionStatus = await editionStatusFor(move);
      await setEditionStatus(t, w.editionId, editionStatus);
      try {
        for (const status of DECLARATION_STATUSES) {
          // One declaration serves the actors in turn while they are refused (a refusal leaves it
          // as it was: asserted below); one a move has landed on is replaced for the next actor.
          // About four in five pairs are refused, so most cases skip setting a row up.
          let current: { id: number; before: Awaited<ReturnType<typeof snapshot>> } | null = null;
          for (const actor of ACTORS) {
            const label = `${status} × ${move} by ${actor} (edition ${editionStatus})`;
            if (!current) {
              const made = await declarationIn(status, `${move}/${actor}`);
              current = { id: made, before: await snapshot(made) };
            }
            const { id, before } = current;
            const result = await new DeclarationService(t.db, built.apis)
              .move(callerOf(actor), id, move, OPINION, { now })
              .then(
                (moved) => ({ moved }),
                (error: unknown) => ({ error }),
              );
            const after = await snapshot(id);
            if (legal(status, move, actor)) {
              expect('moved' in result, `${label}: ${String((result as { error?: unknown }).error)}`).toBe(
                true,
              );
              expect(after.row.status, label).toBe(TRANSITIONS[move].to);
              expect(after.audits, label).toHaveLength(before.audits.length + 1);
              expect(after.audits.at(-1), label).toMatchObject({
                action: move,
                fromStatus: status,
                toStatus: TRANSITIONS[move].to,
                opinion: OPINION,
                actorKind: actor,
                actor: `${actor}-actor`,
              });
              current = null;
            } else {
              const error = (result as { error?: unknown }).error;
              expect(error, label).toBeInstanceOf(AppError);
              expect((error as AppError).rtnCode, label).toBe(hiddenFrom(actor, status) ? '404' : '505');
              expect(after, label).toEqual(before);
            }
          }
        }
      } finally {
        await setEditionStatus(t, w.editionId, 'declaring');
      }
    });
  }
});
