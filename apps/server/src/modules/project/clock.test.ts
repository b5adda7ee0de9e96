import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DisplayClock } from '../../platform/clock';
import { createTestServices, type TestServices } from '../../test/services';
import { projectModule } from './module';
import { ProjectService } from './service';

let t: TestServices;

beforeAll(async () => {
  t = await createTestServices();
});
afterAll(() => t.close());

const admin = { loginName: 'admin' } as Parameters<ProjectService['update']>[0];
const NO_SIGN_ON = { cas: null, oauth: null };
const INSTANT = new Date('2026-07-01T00:30:00Z');

describe('the display clock and the saved zone', () => {
  it('follows a saved zone on this instance and, through the invalidation bus, on every other', async () => {
    const { project } = t.servicesOf(projectModule);
    // Another instance: its own clock, told by the bus (Redis between processes).
    const otherClock = new DisplayClock();
    const other = new ProjectService(t.db, otherClock, t.platform.invalidation, t.platform.log, NO_SIGN_ON);
    await other.loadZone();
    expect(t.platform.clock.format(INSTANT)).toBe('2026-07-01 08:30:00');
    expect(otherClock.format(INSTANT)).toBe('2026-07-01 08:30:00');

    const form = { ...(await project.info()), timeZone: 'Europe/London' };
    await project.update(admin, form);
    // This instance at once.
    expect(t.platform.clock.zone).toBe('Europe/London');
    expect(t.platform.clock.format(INSTANT)).toBe('2026-07-01 01:30:00');
    // The other once it has read the setting again.
    await expect.poll(() => otherClock.zone).toBe('Europe/London');
    expect(otherClock.day(INSTANT)).toBe('2026-07-01');

    // A restart reads the saved zone.
    const restarted = new DisplayClock();
    await new ProjectService(t.db, restarted, t.platform.invalidation, t.platform.log, NO_SIGN_ON).loadZone();
    expect(restarted.zone).toBe('Europe/London');

    await project.update(admin, { ...form, timeZone: 'Asia/Shanghai' });
    expect(t.platform.clock.format(INSTANT)).toBe('2026-07-01 08:30:00');
    await expect.poll(() => otherClock.zone).toBe('Asia/Shanghai');
  });
});
