import { EDITION_STATUSES, type EditionStatus, type Windows, windowProblems } from '@awards/shared/editions';
import { describe, expect, it } from 'vitest';
import { zh } from '../../test/messages';
import { currentWindowEnd, decideTransition, type EditionFacts, formatTime, nextStatus } from './transitions';

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));
const NOW = day(100);

/** Windows one after another, all closed before NOW except as overridden. */
function windows(overrides: Partial<Windows<Date>> = {}): Windows<Date> {
  return {
    declarationStart: day(0),
    declarationEnd: day(10),
    examinationStart: day(11),
    examinationEnd: day(20),
    reviewStart: day(21),
    reviewEnd: day(30),
    meetingStart: day(31),
    meetingEnd: day(40),
    publicityStart: day(41),
    publicityEnd: day(50),
    ...overrides,
  };
}

const completeAward = {
  awardName: '科技进步奖',
  quotas: [1, 3],
  weights: [40, 60],
  flow: ['formal_examination', 'expert_review', 'publicity'],
};

function facts(status: EditionStatus, overrides: Partial<EditionFacts> = {}): EditionFacts {
  return {
    status,
    windows: windows(),
    awards: [completeAward],
    awaitingExamination: 0,
    reviewsMissing: 0,
    ...overrides,
  };
}

const refusal = (f: EditionFacts, target: EditionStatus, now = NOW) => {
  const decision = decideTransition(f, target, now);
  return decision.allowed ? null : zh(decision.reason);
};

describe('decideTransition: the allowed moves', () => {
  // Each allowed move, with facts that meet its preconditions at that moment.
  const cases: [EditionStatus, EditionStatus, Date][] = [
    ['draft', 'declaring', day(5)],
    ['declaring', 'examining', day(10)],
    ['examining', 'reviewing', day(20)],
    ['reviewing', 'publicity', day(40)],
    ['publicity', 'finished', day(50)],
  ];
  it.each(cases)('%s -> %s', (from, to, now) => {
    expect(decideTransition(facts(from), to, now)).toEqual({ allowed: true });
    expect(nextStatus(from)).toBe(to);
  });

  it('is exactly one forward step from every status but finished', () => {
    for (const from of EDITION_STATUSES) {
      for (const to of EDITION_STATUSES) {
        const allowed = decideTransition(facts(from), to, day(60)).allowed;
        // At day 60 every window is over, so only the draft opening (declaration closed) fails for data reasons.
        const oneStep = EDITION_STATUSES.indexOf(to) === EDITION_STATUSES.indexOf(from) + 1;
        expect(allowed, `${from} -> ${to}`).toBe(oneStep && from !== 'draft');
      }
    }
    expect(nextStatus('finished')).toBeNull();
  });
});

describe('decideTransition: refusals and their messages', () => {
  it('refuses skipping, going back, staying and leaving finished', () => {
    expect(refusal(facts('draft'), 'examining')).toBe(
      '届次当前为「草稿」，下一步只能是「申报中」，不能跳至「形式审查」',
    );
    expect(refusal(facts('reviewing'), 'declaring')).toBe(
      '届次当前为「评审中」，下一步只能是「公示中」，不能退回「申报中」',
    );
    expect(refusal(facts('examining'), 'examining')).toBe('届次已处于「形式审查」状态');
    expect(refusal(facts('finished'), 'draft')).toBe('届次已结束，状态不能再变更');
  });

  it('opening for declaration needs complete awards and an open declaration window', () => {
    const at = day(5);
    expect(refusal(facts('draft', { awards: [] }), 'declaring', at)).toBe(
      '届次尚未加入任何奖项，不能开始申报',
    );
    expect(refusal(facts('draft', { awards: [{ ...completeAward, quotas: [] }] }), 'declaring', at)).toBe(
      '奖项「科技进步奖」尚未设置奖励等级',
    );
    expect(refusal(facts('draft', { awards: [{ ...completeAward, quotas: [0, 0] }] }), 'declaring', at)).toBe(
      '奖项「科技进步奖」的名额合计为0',
    );
    expect(refusal(facts('draft', { awards: [{ ...completeAward, weights: [] }] }), 'declaring', at)).toBe(
      '奖项「科技进步奖」尚未设置评分标准',
    );
    expect(
      refusal(facts('draft', { awards: [{ ...completeAward, weights: [40, 50] }] }), 'declaring', at),
    ).toBe('奖项「科技进步奖」的评分标准权重之和为90，须为100');
    expect(
      refusal(
        facts('draft', { awards: [{ ...completeAward, flow: ['expert_review', 'publicity'] }] }),
        'declaring',
        at,
      ),
    ).toBe('奖项「科技进步奖」的评审流程有误：评审流程必须包含形式审查');
    const noWindow = windows({ declarationStart: null, declarationEnd: null });
    expect(refusal(facts('draft', { windows: noWindow }), 'declaring', at)).toBe('请先设置申报时间');
    expect(refusal(facts('draft'), 'declaring', day(10))).toBe(
      '申报时间已于 2026-01-11 08:00 结束，请先调整申报时间',
    );
  });

  it('each later move waits for its window to close and needs the next window', () => {
    expect(refusal(facts('declaring'), 'examining', day(9))).toBe(
      '申报时间尚未结束（截止 2026-01-11 08:00），不能进入形式审查',
    );
    const noExamination = windows({ examinationStart: null, examinationEnd: null });
    expect(refusal(facts('declaring', { windows: noExamination }), 'examining')).toBe('请先设置形式审查时间');
    expect(refusal(facts('examining'), 'reviewing', day(19))).toMatch(/^形式审查时间尚未结束/);
    const noReview = windows({ reviewStart: null, reviewEnd: null, meetingStart: null, meetingEnd: null });
    expect(refusal(facts('examining', { windows: noReview }), 'reviewing')).toBe(
      '请先设置专家评审或会议评审时间',
    );
    expect(refusal(facts('reviewing'), 'publicity', day(35))).toMatch(/^会议评审时间尚未结束/);
    const noPublicity = windows({ publicityStart: null, publicityEnd: null });
    expect(refusal(facts('reviewing', { windows: noPublicity }), 'publicity')).toBe('请先设置公示时间');
    expect(refusal(facts('publicity'), 'finished', day(49))).toMatch(/^公示时间尚未结束.*不能进入结束$/);
  });

  it('review waits until no declaration awaits formal examination, naming the count', () => {
    expect(refusal(facts('examining', { awaitingExamination: 3 }), 'reviewing')).toBe(
      '尚有 3 份申报等待形式审查，请先审查完毕再进入评审',
    );
    expect(decideTransition(facts('examining', { awaitingExamination: 0 }), 'reviewing', NOW)).toEqual({
      allowed: true,
    });
    // Only that move looks at the count.
    expect(decideTransition(facts('declaring', { awaitingExamination: 3 }), 'examining', NOW)).toEqual({
      allowed: true,
    });
  });

  it('the edition leaves the review only once no declaration lacks its reviews (or staff closed it), naming the count', () => {
    const after = day(60);
    expect(decideTransition(facts('reviewing'), 'publicity', after)).toEqual({ allowed: true });
    expect(refusal(facts('reviewing', { reviewsMissing: 4 }), 'publicity', after)).toBe(
      '尚有 4 份申报的专家评审意见未提交齐全，不能结束评审阶段：请督促专家提交，或在专家评审页结束评审并说明原因',
    );
    // The windows come first: an open review window is the reason while it runs.
    expect(refusal(facts('reviewing', { reviewsMissing: 4 }), 'publicity', day(35))).toMatch(/时间尚未结束/);
    // Only that move looks at the count.
    expect(decideTransition(facts('examining', { reviewsMissing: 4 }), 'reviewing', NOW)).toEqual({
      allowed: true,
    });
  });

  it('a meeting alone is enough for the review phase', () => {
    const meetingOnly = windows({ reviewStart: null, reviewEnd: null });
    expect(decideTransition(facts('examining', { windows: meetingOnly }), 'reviewing', day(25))).toEqual({
      allowed: true,
    });
    expect(decideTransition(facts('reviewing', { windows: meetingOnly }), 'publicity', day(40))).toEqual({
      allowed: true,
    });
  });

  it('refuses any move while the windows are out of order', () => {
    const overlapping = windows({ examinationStart: day(5) });
    expect(refusal(facts('declaring', { windows: overlapping }), 'examining')).toBe(
      '时间设置有误：形式审查开始时间不能早于申报结束时间',
    );
  });
});

describe('window ordering', () => {
  const iso = (n: number) => day(n).toISOString();
  const worded = (windows: Parameters<typeof windowProblems>[0]) =>
    windowProblems(windows).map((p) => ({ field: p.field, message: zh(p.message) }));

  it('accepts consecutive, touching and partly unset windows', () => {
    expect(windowProblems(windows())).toEqual([]);
    expect(
      windowProblems({
        declarationStart: iso(0),
        declarationEnd: iso(10),
        publicityStart: iso(10),
        publicityEnd: iso(12),
      }),
    ).toEqual([]);
    expect(windowProblems({})).toEqual([]);
  });

  it('names the offending field', () => {
    expect(worded({ declarationStart: iso(0) })).toEqual([
      { field: 'declarationEnd', message: '申报时间须同时填写开始和结束' },
    ]);
    expect(worded({ reviewStart: iso(5), reviewEnd: iso(5) })).toEqual([
      { field: 'reviewEnd', message: '专家评审结束时间须晚于开始时间' },
    ]);
    expect(
      worded({
        declarationStart: iso(0),
        declarationEnd: iso(10),
        meetingStart: iso(9),
        meetingEnd: iso(12),
      }),
    ).toEqual([{ field: 'meetingStart', message: '会议评审开始时间不能早于申报结束时间' }]);
  });
});

describe('currentWindowEnd and formatTime', () => {
  it('reads the window of the current status', () => {
    expect(currentWindowEnd(facts('draft'))).toBeNull();
    expect(currentWindowEnd(facts('declaring'))).toEqual(day(10));
    expect(currentWindowEnd(facts('examining'))).toEqual(day(20));
    expect(currentWindowEnd(facts('reviewing'))).toEqual(day(40));
    expect(
      currentWindowEnd(facts('reviewing', { windows: windows({ meetingStart: null, meetingEnd: null }) })),
    ).toEqual(day(30));
    expect(currentWindowEnd(facts('publicity'))).toEqual(day(50));
    expect(currentWindowEnd(facts('finished'))).toBeNull();
  });

  it('shows Beijing time', () => {
    expect(formatTime(new Date('2026-06-30T16:00:00Z'))).toBe('2026-07-01 00:00');
  });
});
