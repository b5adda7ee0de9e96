import { describe, expect, it } from 'vitest';
import { withTimeRange } from './timeRange';

describe('withTimeRange', () => {
  it('turns a day range into the instants of those days in the display zone (Asia/Shanghai)', () => {
    const out = withTimeRange({ time: ['2026-11-01', '2026-11-03'], createBy: 'admin' });
    expect(out).toEqual({
      createBy: 'admin',
      startTime: '2026-10-31T16:00:00.000Z',
      endTime: '2026-11-03T15:59:59.999Z',
    });
  });
  it('leaves the filters alone without a range', () => {
    expect(withTimeRange({ requestUri: '/x' })).toEqual({ requestUri: '/x' });
  });
});
