import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatInstant, isTimeZone, offsetMs, zonedDay, zonedInstant } from './clock';

const ZONES = ['Asia/Shanghai', 'UTC', 'America/New_York', 'Europe/London', 'Australia/Lord_Howe'];
// 1990 to 2060, whole seconds: what the system stores and shows.
const instants = fc.integer({ min: 631_152_000, max: 2_871_763_200 }).map((s) => new Date(s * 1000));

describe('formatInstant', () => {
  it.each([
    ['2027-01-16T16:22:00Z', 'Asia/Shanghai', '2027-01-17 00:22:00'],
    ['2027-01-16T16:22:00Z', 'UTC', '2027-01-16 16:22:00'],
    ['2026-07-01T12:00:05Z', 'America/New_York', '2026-07-01 08:00:05'],
    ['2026-12-31T16:00:00Z', 'Asia/Shanghai', '2027-01-01 00:00:00'],
    ['2026-03-08T07:00:00Z', 'America/New_York', '2026-03-08 03:00:00'],
  ])('%s in %s reads %s', (iso, zone, text) => {
    expect(formatInstant(iso, zone)).toBe(text);
    expect(formatInstant(new Date(iso), zone, 'minute')).toBe(text.slice(0, 16));
    expect(formatInstant(Date.parse(iso), zone, 'date')).toBe(text.slice(0, 10));
  });

  it('reads nothing for an empty or invalid value', () => {
    for (const value of [null, undefined, '', 'not a date']) expect(formatInstant(value, 'UTC')).toBe('');
  });

  it('reads the same whatever zone the process runs in: it depends on the instant and the zone only', () => {
    fc.assert(
      fc.property(instants, fc.constantFrom(...ZONES), (instant, zone) => {
        const text = formatInstant(instant, zone);
        expect(text).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
        expect(formatInstant(instant.toISOString(), zone)).toBe(text);
      }),
    );
  });
});

describe('zonedInstant', () => {
  it('is the inverse of formatInstant for every instant a clock shows once', () => {
    fc.assert(
      fc.property(instants, fc.constantFrom(...ZONES), (instant, zone) => {
        const text = formatInstant(instant, zone);
        const back = zonedInstant(text, zone);
        // Where a clock goes back, a wall time names two instants: either one reads the same.
        expect(formatInstant(back, zone)).toBe(text);
        // With no change of offset within three hours either side (no zone moves by more), the
        // wall time is shown once and names this instant alone. The wall times just before a
        // change back are shown twice too (Lord Howe's 01:30-02:00 on its last summer night,
        // seed -447415935), so the offset after the instant counts as much as the one before.
        const offset = offsetMs(instant, zone);
        const around = [-3, 3].map((hours) => offsetMs(new Date(instant.getTime() + hours * 3600_000), zone));
        if (around.every((other) => other === offset)) expect(back?.getTime()).toBe(instant.getTime());
      }),
    );
  });

  it('reads a wall time a clock shows twice as one of its two instants', () => {
    // Lord Howe goes back half an hour at 02:00 on 5 April 2054: 01:30 is 14:30 and 15:00 UTC.
    const back = zonedInstant('2054-04-05 01:30', 'Australia/Lord_Howe')?.toISOString();
    expect(['2054-04-04T14:30:00.000Z', '2054-04-04T15:00:00.000Z']).toContain(back);
  });

  it('reads a date alone as its midnight, and refuses what is no wall time', () => {
    expect(zonedInstant('2027-01-17', 'Asia/Shanghai')?.toISOString()).toBe('2027-01-16T16:00:00.000Z');
    expect(zonedInstant('2027-01-17 00:22', 'Asia/Shanghai')?.toISOString()).toBe('2027-01-16T16:22:00.000Z');
    expect(zonedInstant('17/01/2027', 'UTC')).toBeNull();
  });

  it('reads a time skipped by a clock change as the instant after it', () => {
    // New York skipped 02:00–03:00 on 8 March 2026.
    expect(formatInstant(zonedInstant('2026-03-08 02:30', 'America/New_York'), 'America/New_York')).toBe(
      '2026-03-08 03:30:00',
    );
  });
});

describe('zonedDay', () => {
  it('spans the zone’s calendar day, a short one too', () => {
    expect(zonedDay('2027-01-17', 'Asia/Shanghai')).toEqual({
      from: new Date('2027-01-16T16:00:00Z'),
      to: new Date('2027-01-17T16:00:00Z'),
    });
    const spring = zonedDay('2026-03-08', 'America/New_York');
    expect(spring && (spring.to.getTime() - spring.from.getTime()) / 3600_000).toBe(23);
  });
});

it('reads Asia/Shanghai and UTC by their fixed offsets as Intl reads them, and earlier Shanghai summers by Intl', () => {
  const intl = (zone: string) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
  const byIntl = (instant: Date, format: Intl.DateTimeFormat) => {
    const p = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
    return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
  };
  for (const zone of ['Asia/Shanghai', 'UTC', 'Etc/UTC']) {
    const format = intl(zone);
    // Every 97 hours and 61 s (each hour of the day in turn) from 1991-09-01, across Shanghai’s last change, to 2040.
    for (let t = Date.UTC(1991, 8, 1); t < Date.UTC(2040, 0, 1); t += 97 * 3_600_000 + 61_000) {
      const instant = new Date(t);
      if (formatInstant(instant, zone) !== byIntl(instant, format))
        expect(formatInstant(instant, zone)).toBe(byIntl(instant, format));
    }
  }
  // Shanghai kept daylight saving 1986-1991: a summer instant then reads UTC+9, as Intl says.
  expect(formatInstant('1990-07-01T00:00:00Z', 'Asia/Shanghai')).toBe('1990-07-01 09:00:00');
  expect(formatInstant('1991-09-14T16:30:00Z', 'Asia/Shanghai')).toBe('1991-09-15 01:30:00');
});

it('knows the zones the runtime knows', () => {
  expect(isTimeZone('Asia/Shanghai')).toBe(true);
  expect(isTimeZone('Mars/Olympus')).toBe(false);
});
