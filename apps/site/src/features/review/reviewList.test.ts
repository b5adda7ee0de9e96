import type { ReviewerItem } from '@awards/shared/review';
import { describe, expect, it } from 'vitest';
import { runningTotal, toSave } from './reviewForm';
import { sortForWork, stateOf, timeLeft } from './reviewList';

const item = (id: number, over: Partial<ReviewerItem>): ReviewerItem => ({
  declarationId: id,
  projectName: `P${id}`,
  awardId: 1,
  awardName: 'A',
  editionName: 'E',
  discipline: null,
  reviewStart: null,
  reviewEnd: '2026-12-10T00:00:00.000Z',
  window: 'open',
  status: 'not_started',
  total: null,
  ...over,
});

describe('the expert list', () => {
  it('names overdue and not-yet-open reviews from the window, and keeps submitted ones submitted', () => {
    expect(stateOf({ status: 'draft', window: 'closed' })).toBe('overdue');
    expect(stateOf({ status: 'not_started', window: 'not_yet' })).toBe('not_yet');
    expect(stateOf({ status: 'submitted', window: 'closed' })).toBe('submitted');
    expect(stateOf({ status: 'draft', window: 'open' })).toBe('draft');
  });

  it('puts what needs doing first: open by nearest deadline (drafts first on a tie), then not yet open, overdue, submitted', () => {
    const sorted = sortForWork([
      item(1, { status: 'submitted' }),
      item(2, { window: 'closed' }),
      item(3, { window: 'not_yet' }),
      item(4, { reviewEnd: '2026-12-20T00:00:00.000Z' }),
      item(5, {}),
      item(6, { status: 'draft' }),
      item(7, { reviewEnd: null }),
    ]);
    expect(sorted.map((i) => i.declarationId)).toEqual([6, 5, 4, 7, 3, 2, 1]);
  });

  it('tells the time left in days, hours and minutes, and nothing once passed', () => {
    const now = Date.parse('2026-12-01T00:00:00.000Z');
    expect(timeLeft('2026-12-03T05:30:00.000Z', now)).toEqual({ days: 2, hours: 5, minutes: 30 });
    expect(timeLeft('2026-12-01T00:00:00.000Z', now)).toBeNull();
    expect(timeLeft(null, now)).toBeNull();
  });
});

describe('the scoring form', () => {
  const standards = [
    { standardId: 1, standardName: '创新性', description: null, maxScore: 40, weight: 40 },
    { standardId: 2, standardName: '效益', description: null, maxScore: 10, weight: 60 },
  ];

  it('adds up the running total as the server does, over the standards scored so far', () => {
    expect(runningTotal(standards, {})).toEqual({ total: 0, scored: 0 });
    expect(runningTotal(standards, { 1: 30 })).toEqual({ total: 30, scored: 1 });
    expect(runningTotal(standards, { 1: 30, 2: 7.5 })).toEqual({ total: 75, scored: 2 });
  });

  it('sends only the scored standards, and no blank comment', () => {
    expect(toSave(9, { scores: { 1: 30, 2: null }, comment: '  ', familiarity: 2 })).toEqual({
      declarationId: 9,
      scores: [{ standardId: 1, score: 30 }],
      comment: null,
      familiarity: 2,
    });
  });
});
