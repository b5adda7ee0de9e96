import { describe, expect, it } from 'vitest';
import { daysLeft, publicityEnd } from './publicity';

// The period ends at 24:00 of its last day in the project's zone, the start's day counting as the first.
describe('publicityEnd', () => {
  it.each([
    [
      '15 days from a morning in Beijing',
      '2026-06-01T02:00:00Z',
      15,
      'Asia/Shanghai',
      '2026-06-15T16:00:00.000Z',
    ],
    [
      '1 day from 23:30 in Beijing ends at its midnight',
      '2026-01-31T15:30:00Z',
      1,
      'Asia/Shanghai',
      '2026-01-31T16:00:00.000Z',
    ],
    ['across a month end', '2026-01-20T01:00:00Z', 15, 'Asia/Shanghai', '2026-02-03T16:00:00.000Z'],
    [
      'into 29 February of a leap year',
      '2028-02-20T01:00:00Z',
      10,
      'Asia/Shanghai',
      '2028-02-29T16:00:00.000Z',
    ],
    [
      'across 28 February of a common year',
      '2027-02-20T01:00:00Z',
      10,
      'Asia/Shanghai',
      '2027-03-01T16:00:00.000Z',
    ],
    ['across the year end', '2026-12-25T01:00:00Z', 15, 'Asia/Shanghai', '2027-01-08T16:00:00.000Z'],
    [
      'an evening in UTC is the next day in Beijing',
      '2026-06-01T20:00:00Z',
      1,
      'Asia/Shanghai',
      '2026-06-02T16:00:00.000Z',
    ],
    [
      'the same instant in London is still 1 June',
      '2026-06-01T20:00:00Z',
      1,
      'Europe/London',
      '2026-06-01T23:00:00.000Z',
    ],
    [
      'across the spring clock change in London',
      '2026-03-20T10:00:00Z',
      15,
      'Europe/London',
      '2026-04-03T23:00:00.000Z',
    ],
    [
      'across the autumn clock change in New York',
      '2026-10-25T15:00:00Z',
      15,
      'America/New_York',
      '2026-11-09T05:00:00.000Z',
    ],
    [
      'at midnight exactly: that day is the first',
      '2026-06-30T16:00:00Z',
      1,
      'Asia/Shanghai',
      '2026-07-01T16:00:00.000Z',
    ],
  ])('%s', (_name, start, days, zone, end) => {
    expect(publicityEnd(new Date(start), days, zone).toISOString()).toBe(end);
  });
});

describe('daysLeft', () => {
  const end = new Date('2026-06-15T16:00:00Z'); // 24:00 of 15 June in Beijing
  it.each([
    ['the first day of 15', '2026-06-01T02:00:00Z', 15],
    ['the last day, in its morning', '2026-06-15T01:00:00Z', 1],
    ['the last day, a minute before its end', '2026-06-15T15:59:00Z', 1],
    ['at the end', '2026-06-15T16:00:00Z', 0],
    ['after the end', '2026-07-01T00:00:00Z', 0],
  ])('%s', (_name, now, left) => {
    expect(daysLeft(new Date(now), end, 'Asia/Shanghai')).toBe(left);
  });
});
