import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { dayBounds, displayZone, fromPicker, setDisplayZone, toPicker } from './clock';
import { formatDate, formatDateTime } from './format';

afterEach(() => setDisplayZone('Asia/Shanghai'));

describe('the display clock', () => {
  it('reads an instant in the project zone, whatever zone the browser is in', () => {
    // The edition window of issue 13: 截止 2027-01-17 00:22 in the message, so in the table too.
    expect(formatDateTime('2027-01-16T16:22:00Z')).toBe('2027-01-17 00:22:00');
    expect(formatDateTime('2027-01-16T16:22:00Z', 'YYYY-MM-DD HH:mm')).toBe('2027-01-17 00:22');
    setDisplayZone('America/New_York');
    expect(formatDateTime('2027-01-16T16:22:00Z')).toBe('2027-01-16 11:22:00');
  });

  it('keeps the zone it has when told one the browser does not know', () => {
    setDisplayZone('Mars/Olympus');
    expect(displayZone()).toBe('Asia/Shanghai');
  });

  it('gives a picker the wall time of the zone, and turns a picked wall time back into the instant', () => {
    const picked = toPicker('2027-01-16T16:22:00Z');
    expect(picked?.format('YYYY-MM-DD HH:mm:ss')).toBe('2027-01-17 00:22:00');
    expect(fromPicker(picked)).toBe('2027-01-16T16:22:00.000Z');
    expect(fromPicker(dayjs('2027-01-17 00:22:00'))).toBe('2027-01-16T16:22:00.000Z');
    expect(toPicker(null)).toBeUndefined();
    expect(fromPicker(null)).toBeUndefined();
  });

  it('bounds a picked day by the zone’s midnight', () => {
    expect(dayBounds(dayjs('2027-01-17'))).toEqual({
      from: '2027-01-16T16:00:00.000Z',
      to: '2027-01-17T15:59:59.999Z',
    });
  });

  it('never moves a date-only value', () => {
    setDisplayZone('America/Los_Angeles');
    expect(formatDate('1990-05-01')).toBe('1990-05-01');
    expect(formatDate(null)).toBe('————');
  });
});
