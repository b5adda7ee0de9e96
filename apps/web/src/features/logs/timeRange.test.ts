import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { withTimeRange } from './timeRange';

describe('withTimeRange', () => {
  it('turns a day range into ISO times from the first to the last moment of those days', () => {
    const out = withTimeRange({ time: ['2026-11-01', '2026-11-03'], createBy: 'admin' });
    expect(out.createBy).toBe('admin');
    expect('time' in out).toBe(false);
    expect(dayjs(out.startTime as string).valueOf()).toBe(dayjs('2026-11-01T00:00:00').valueOf());
    expect(dayjs(out.endTime as string).valueOf()).toBe(
      dayjs('2026-11-03T23:59:59.999').startOf('second').valueOf(),
    );
  });
  it('leaves the filters alone without a range', () => {
    expect(withTimeRange({ requestUri: '/x' })).toEqual({ requestUri: '/x' });
  });
});
