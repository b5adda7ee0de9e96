import { DEFAULT_FLOW, type FlowStage } from '@awards/shared/awards';
import {
  DECLARATION_ACTIONS,
  DECLARATION_STATUSES,
  type DeclarationAction,
  type DeclarationActor,
  type DeclarationStatus,
} from '@awards/shared/declarations';
import type { EditionStatus } from '@awards/shared/editions';
import { describe, expect, it } from 'vitest';
import { zh } from '../../test/messages';
import {
  contentEditProblem,
  type DeclarationFacts,
  decideTransition as decide,
  editingProblem,
  TRANSITIONS,
  type TransitionDecision,
} from './transitions';

/** The decision with its refusal as a caller without a language reads it (zh_CN). */
const worded = (d: TransitionDecision) => (d.allowed ? d : { ...d, reason: zh(d.reason) });
const decideTransition = (...args: Parameters<typeof decide>) => worded(decide(...args));

const NOW = new Date('2026-05-01T04:00:00Z');
const DAY = 86_400_000;
const at = (days: number) => new Date(NOW.getTime() + days * DAY);

function facts(status: DeclarationStatus, edition: EditionStatus, extra: Partial<DeclarationFacts> = {}) {
  return {
    status,
    edition: {
      status: edition,
      declarationStart: at(-10),
      declarationEnd: edition === 'declaring' ? at(10) : at(-5),
      examinationEnd: at(20),
    },
    extensionUntil: null,
    flow: DEFAULT_FLOW,
    expertReviewDone: true,
    ...extra,
  } satisfies DeclarationFacts;
}

/** The valid flows (formal examination and publicity always; recommendation optional; expert and/or meeting review). */
const F = {
  all: ['formal_examination', 'recommendation', 'expert_review', 'meeting_review', 'publicity'],
  noRecommendation: ['formal_examination', 'expert_review', 'meeting_review', 'publicity'],
  recommendMeeting: ['formal_examination', 'recommendation', 'meeting_review', 'publicity'],
  meetingOnly: ['formal_examination', 'meeting_review', 'publicity'],
  recommendExpert: ['formal_examination', 'recommendation', 'expert_review', 'publicity'],
  expertOnly: ['formal_examination', 'expert_review', 'publicity'],
} satisfies Record<string, FlowStage[]>;

type Act = Exclude<DeclarationAction, 'create'>;

/** Every legal move with the actor, edition status and opinion it needs; the expected target; a flow that allows it (else all five stages). */
const LEGAL: [DeclarationStatus, Act, DeclarationActor, EditionStatus, DeclarationStatus, FlowStage[]?][] = [
  ['draft', 'submit', 'declarer', 'declaring', 'submitted'],
  ['draft', 'submit', 'staff', 'declaring', 'submitted'],
  ['returned', 'resubmit', 'declarer', 'examining', 'resubmitted'],
  ['returned', 'resubmit', 'declarer', 'declaring', 'resubmitted'],
  ['returned', 'resubmit', 'staff', 'examining', 'resubmitted'],
  ['submitted', 'pass', 'examiner', 'examining', 'passed'],
  ['submitted', 'pass', 'examiner', 'declaring', 'passed'],
  ['resubmitted', 'return', 'examiner', 'declaring', 'returned'],
  ['resubmitted', 'pass', 'examiner', 'examining', 'passed'],
  ['submitted', 'return', 'examiner', 'examining', 'returned'],
  ['resubmitted', 'return', 'examiner', 'examining', 'returned'],
  ['submitted', 'reject', 'examiner', 'examining', 'not_accepted'],
  ['resubmitted', 'reject', 'examiner', 'examining', 'not_accepted'],
  ['submitted', 'defer', 'examiner', 'examining', 'deferred'],
  ['resubmitted', 'defer', 'examiner', 'examining', 'deferred'],
  ['passed', 'recommend', 'staff', 'examining', 'recommended'],
  ['passed', 'start_review', 'staff', 'reviewing', 'expert_review', F.noRecommendation],
  ['passed', 'recommend', 'recommender', 'declaring', 'recommended'],
  ['passed', 'recommend', 'recommender', 'examining', 'recommended'],
  ['passed', 'decline', 'recommender', 'examining', 'not_recommended'],
  ['passed', 'decline', 'staff', 'declaring', 'not_recommended'],
  ['recommended', 'start_review', 'staff', 'reviewing', 'expert_review'],
  ['passed', 'to_meeting', 'staff', 'reviewing', 'meeting_review', F.meetingOnly],
  ['recommended', 'to_meeting', 'staff', 'reviewing', 'meeting_review', F.recommendMeeting],
  ['expert_review', 'to_meeting', 'staff', 'reviewing', 'meeting_review'],
  ['expert_review', 'propose', 'staff', 'reviewing', 'proposed', F.expertOnly],
  ['meeting_review', 'propose', 'staff', 'reviewing', 'proposed'],
  ['proposed', 'publicise', 'staff', 'publicity', 'publicity'],
  ['publicity', 'award', 'staff', 'publicity', 'awarded'],
  ['publicity', 'revoke', 'staff', 'publicity', 'revoked'],
  ['meeting_review', 'not_award', 'staff', 'reviewing', 'not_awarded'],
  ['expert_review', 'not_award', 'staff', 'reviewing', 'not_awarded', F.expertOnly],
  ['proposed', 'reopen_result', 'staff', 'reviewing', 'meeting_review'],
  ['not_awarded', 'reopen_result', 'staff', 'reviewing', 'meeting_review'],
  ['deferred', 'carry_over', 'staff', 'declaring', 'carried_over'],
  ['deferred', 'carry_over', 'staff', 'finished', 'carried_over'],
];
const FINAL: DeclarationStatus[] = [
  'not_accepted',
  'not_recommended',
  'awarded',
  'revoked',
  'withdrawn',
  'not_awarded',
  'carried_over',
];
for (const status of DECLARATION_STATUSES.filter((s) => !FINAL.includes(s))) {
  LEGAL.push([status, 'withdraw', 'declarer', 'declaring', 'withdrawn']);
  LEGAL.push([status, 'withdraw', 'staff', 'examining', 'withdrawn']);
}

const ACTS = DECLARATION_ACTIONS.filter((a): a is Act => a !== 'create');
const ACTORS: DeclarationActor[] = ['declarer', 'examiner', 'staff', 'recommender'];

describe('decideTransition', () => {
  it.each(LEGAL)('%s --%s by %s (edition %s)--> %s', (status, action, actor, edition, to, flow) => {
    expect(
      decideTransition(facts(status, edition, flow ? { flow } : {}), action, actor, '意见', NOW),
    ).toEqual({
      allowed: true,
      to,
    });
  });

  it('refuses every (status, action, actor) pair that is not in the legal list, in every edition status', () => {
    const legal = new Set(LEGAL.map(([s, a, who]) => `${s}/${a}/${who}`));
    let refused = 0;
    for (const status of DECLARATION_STATUSES)
      for (const action of ACTS)
        for (const actor of ACTORS) {
          if (legal.has(`${status}/${action}/${actor}`)) continue;
          for (const edition of ['declaring', 'examining', 'reviewing', 'publicity'] as const) {
            const decision = decideTransition(facts(status, edition), action, actor, '意见', NOW);
            expect(decision.allowed, `${status}/${action}/${actor}/${edition}`).toBe(false);
            refused += 1;
          }
        }
    expect(refused).toBeGreaterThan(1000);
  });

  it('names the state and the action, or the finality, in the refusal', () => {
    expect(decideTransition(facts('passed', 'examining'), 'submit', 'declarer', null, NOW)).toEqual({
      allowed: false,
      reason: '申报当前为「形式审查通过」，不能「提交」',
    });
    expect(
      decideTransition(facts('not_accepted', 'examining'), 'withdraw', 'declarer', '不报了', NOW),
    ).toEqual({ allowed: false, reason: '申报已处于「不予受理」状态，不能再变更' });
    expect(decideTransition(facts('submitted', 'examining'), 'pass', 'declarer', null, NOW)).toEqual({
      allowed: false,
      reason: '申报人不能对申报执行「形式审查通过」',
    });
  });

  it('requires an opinion for every examination decision but pass, and a reason to withdraw', () => {
    for (const action of ['return', 'reject', 'defer'] as const) {
      const refused = decideTransition(facts('submitted', 'examining'), action, 'examiner', '  ', NOW);
      expect(refused.allowed).toBe(false);
      expect(refused).toMatchObject({ reason: expect.stringContaining('须填写意见') });
    }
    expect(decideTransition(facts('submitted', 'examining'), 'pass', 'examiner', null, NOW).allowed).toBe(
      true,
    );
    expect(decideTransition(facts('draft', 'declaring'), 'withdraw', 'declarer', null, NOW).allowed).toBe(
      false,
    );
  });

  it('examines while the edition is declaring (rolling) or in formal examination, never after', () => {
    expect(decideTransition(facts('submitted', 'declaring'), 'reject', 'examiner', '不符', NOW)).toEqual({
      allowed: true,
      to: 'not_accepted',
    });
    expect(decideTransition(facts('submitted', 'reviewing'), 'pass', 'examiner', null, NOW)).toEqual({
      allowed: false,
      reason: '届次当前为「评审中」，不能进行形式审查',
    });
    expect(
      decideTransition(facts('submitted', 'reviewing'), 'return', 'examiner', '补材料', NOW).allowed,
    ).toBe(false);
  });

  it('submits only inside the declaration window or the unit extension', () => {
    const closed = facts('draft', 'declaring');
    closed.edition.declarationEnd = at(-1);
    expect(decideTransition(closed, 'submit', 'declarer', null, NOW)).toEqual({
      allowed: false,
      reason: '申报时间已于 2026-04-30 12:00 结束',
    });
    expect(
      decideTransition({ ...closed, extensionUntil: at(2) }, 'submit', 'declarer', null, NOW).allowed,
    ).toBe(true);
    expect(
      decideTransition({ ...closed, extensionUntil: at(-0.5) }, 'submit', 'declarer', null, NOW).allowed,
    ).toBe(false);
    const early = facts('draft', 'declaring');
    early.edition.declarationStart = at(1);
    expect(decideTransition(early, 'submit', 'declarer', null, NOW).allowed).toBe(false);
    // After declaration closes a draft can only be sent with an extension.
    expect(decideTransition(facts('draft', 'examining'), 'submit', 'declarer', null, NOW)).toEqual({
      allowed: false,
      reason: '届次当前为「形式审查」，不在申报时间内',
    });
  });

  it('lets a returned declaration be corrected until the examination window ends', () => {
    const returned = facts('returned', 'examining');
    expect(editingProblem(returned, NOW)).toBeNull();
    returned.edition.examinationEnd = at(-1);
    expect(decideTransition(returned, 'resubmit', 'declarer', null, NOW)).toEqual({
      allowed: false,
      reason: '形式审查时间已于 2026-04-30 12:00 结束，不能再修改',
    });
  });

  it('recommends only where the award’s flow has the stage, with an opinion, up to the examination’s end', () => {
    const passed = facts('passed', 'examining');
    expect(decideTransition(passed, 'recommend', 'recommender', ' ', NOW)).toEqual({
      allowed: false,
      reason: '「推荐」须填写意见',
    });
    const noStage = { ...passed, flow: ['formal_examination', 'expert_review', 'publicity'] as const };
    expect(decideTransition(noStage, 'decline', 'recommender', '不符', NOW)).toEqual({
      allowed: false,
      reason: '该奖项的评审流程不含「推荐」，不能「不予推荐」',
    });
    const withStage = { ...passed, flow: ['formal_examination', 'recommendation', 'publicity'] as const };
    expect(decideTransition(withStage, 'recommend', 'recommender', '同意', NOW).allowed).toBe(true);
    passed.edition.examinationEnd = at(-1);
    expect(decideTransition(passed, 'recommend', 'recommender', '同意', NOW)).toEqual({
      allowed: false,
      reason: '推荐时间已于 2026-04-30 12:00 结束（形式审查截止）',
    });
    expect(decideTransition(facts('passed', 'reviewing'), 'recommend', 'staff', '同意', NOW)).toEqual({
      allowed: false,
      reason: '届次当前为「评审中」，不能推荐',
    });
  });

  it('refuses a withdrawal once the edition is finished', () => {
    expect(decideTransition(facts('deferred', 'finished'), 'withdraw', 'declarer', '撤回', NOW)).toEqual({
      allowed: false,
      reason: '届次已结束，申报状态不能再变更',
    });
  });
});

describe("the award's flow decides the path (flows × moves after the formal examination)", () => {
  /** Where the declaration stands: its status and, in expert review, whether the review is done. */
  const STANDINGS = {
    passed: { status: 'passed', expertReviewDone: false },
    recommended: { status: 'recommended', expertReviewDone: false },
    reviewing: { status: 'expert_review', expertReviewDone: false },
    reviewed: { status: 'expert_review', expertReviewDone: true },
    meeting: { status: 'meeting_review', expertReviewDone: false },
  } as const;
  type Standing = keyof typeof STANDINGS;
  const MOVES = ['recommend', 'start_review', 'to_meeting', 'propose'] as const;

  /**
   * Written out by hand per flow (not derived from the rule): the only moves
   * allowed. `recommended` in a flow without recommendation, or expert review in
   * one without it, cannot arise (a flow changes only before the examination):
   * the first is let through rather than stranded, the second has no reviews to
   * speak for it and is refused.
   */
  const ALLOWED: Record<keyof typeof F, string[]> = {
    all: ['passed/recommend', 'recommended/start_review', 'reviewed/to_meeting', 'meeting/propose'],
    noRecommendation: [
      'passed/start_review',
      'recommended/start_review',
      'reviewed/to_meeting',
      'meeting/propose',
    ],
    recommendMeeting: ['passed/recommend', 'recommended/to_meeting', 'meeting/propose'],
    meetingOnly: ['passed/to_meeting', 'recommended/to_meeting', 'meeting/propose'],
    recommendExpert: ['passed/recommend', 'recommended/start_review', 'reviewed/propose'],
    expertOnly: ['passed/start_review', 'recommended/start_review', 'reviewed/propose'],
  };

  const cases = (Object.keys(F) as (keyof typeof F)[]).flatMap((flow) =>
    (Object.keys(STANDINGS) as Standing[]).flatMap((standing) =>
      MOVES.map((move) => ({ flow, standing, move, allowed: ALLOWED[flow].includes(`${standing}/${move}`) })),
    ),
  );

  it.each(cases)('$flow: $standing --$move--> allowed: $allowed', ({ flow, standing, move, allowed }) => {
    const edition = move === 'recommend' ? 'examining' : 'reviewing';
    const decision = decideTransition(
      facts(STANDINGS[standing].status, edition, {
        flow: F[flow],
        expertReviewDone: STANDINGS[standing].expertReviewDone,
      }),
      move,
      'staff',
      // A recommendation carries the unit's opinion; the other moves take none.
      move === 'recommend' ? '推荐意见' : null,
      NOW,
    );
    expect(decision.allowed).toBe(allowed);
    if (allowed) expect(decision).toEqual({ allowed: true, to: TRANSITIONS[move].to });
  });

  it('covers 6 flows × 5 standings × 4 moves, with every allowed move of the table reached', () => {
    expect(cases).toHaveLength(120);
    for (const move of MOVES)
      expect(
        cases.some((c) => c.move === move && c.allowed),
        move,
      ).toBe(true);
  });

  it('says which stage is missing or must come first', () => {
    const say = (standing: Standing, flow: keyof typeof F, move: (typeof MOVES)[number]) =>
      decideTransition(
        facts(STANDINGS[standing].status, move === 'recommend' ? 'examining' : 'reviewing', {
          flow: F[flow],
          expertReviewDone: STANDINGS[standing].expertReviewDone,
        }),
        move,
        'staff',
        move === 'recommend' ? '推荐意见' : null,
        NOW,
      );
    expect(say('passed', 'noRecommendation', 'recommend')).toEqual({
      allowed: false,
      reason: '该奖项的评审流程不含「推荐」，不能「推荐」',
    });
    expect(say('passed', 'all', 'start_review')).toEqual({
      allowed: false,
      reason: '该奖项的评审流程含「推荐」，申报须先经「推荐」才能「进入专家评审」',
    });
    expect(say('passed', 'noRecommendation', 'to_meeting')).toEqual({
      allowed: false,
      reason: '该奖项的评审流程含「专家评审」，申报须先经「专家评审」才能「进入会议评审」',
    });
    expect(say('reviewing', 'all', 'to_meeting')).toEqual({
      allowed: false,
      reason: '专家评审尚未完成（评审意见未全部提交，且未结束评审），不能「进入会议评审」',
    });
    expect(say('passed', 'meetingOnly', 'start_review')).toEqual({
      allowed: false,
      reason: '该奖项的评审流程不含「专家评审」，不能「进入专家评审」',
    });
    expect(say('reviewed', 'expertOnly', 'to_meeting')).toEqual({
      allowed: false,
      reason: '该奖项的评审流程不含「会议评审」，不能「进入会议评审」',
    });
  });

  it('asks the flow after the table: a wrong status still says so', () => {
    expect(
      decideTransition(
        facts('draft', 'reviewing', { flow: F.meetingOnly }),
        'to_meeting',
        'staff',
        null,
        NOW,
      ),
    ).toEqual({
      allowed: false,
      reason: '申报当前为「草稿」，不能「进入会议评审」',
    });
  });
});

describe('contentEditProblem', () => {
  it('allows edits to drafts and returned declarations only', () => {
    for (const status of DECLARATION_STATUSES) {
      const problem = contentEditProblem(
        facts(status, status === 'returned' ? 'examining' : 'declaring'),
        NOW,
      );
      if (status === 'draft' || status === 'returned') expect(problem, status).toBeNull();
      else expect(zh(problem ?? ''), status).toMatch(/不能修改$/);
    }
  });
});
