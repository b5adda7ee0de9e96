/**
 * One clock (issue 13): instants are stored and sent in UTC; people read them in one display
 * zone, a project setting (Asia/Shanghai unless changed), on the server (messages, exports,
 * prints) and in the portal alike. Both format with these functions, so one instant reads
 * the same everywhere, whatever zone the browser or the server process is in. Intl (or, for the
 * zones of FIXED_OFFSETS, arithmetic) only, so both sides can use it without a date library.
 */

export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

/** How an instant reads (spec 000 §9): YYYY-MM-DD HH:mm:ss, or a shorter prefix of it. */
export type Precision = 'second' | 'minute' | 'date';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/**
 * Zones whose clocks have kept one offset since `since` (epoch ms): there an instant's wall time
 * is arithmetic, without Intl.DateTimeFormat, whose first construction in a page costs ~33 ms
 * (the runtime loads its time-zone data), ~130 ms of a phone's first screen at Lighthouse's 4×
 * CPU, twice on the portal's home page (issue 18, bench/README.md). Instants before `since`, and
 * every other zone, go through Intl as before. Asia/Shanghai, the default: UTC+8 without daylight
 * saving since its last change, 1991-09-15 02:00 local (tzdata's rule Shang); should China's
 * clocks ever change again, its entry goes (clock.test.ts compares it with Intl hour by hour).
 */
const FIXED_OFFSETS = new Map<string, { offsetMs: number; since: number }>([
  [DEFAULT_TIME_ZONE, { offsetMs: 8 * 3_600_000, since: Date.UTC(1991, 8, 15) }],
  ['UTC', { offsetMs: 0, since: Number.NEGATIVE_INFINITY }],
  ['Etc/UTC', { offsetMs: 0, since: Number.NEGATIVE_INFINITY }],
]);

/** True when the runtime knows the IANA zone (what the setting must name). */
export function isTimeZone(zone: string): boolean {
  if (FIXED_OFFSETS.has(zone)) return true;
  try {
    formatterFor(zone);
    return true;
  } catch {
    return false;
  }
}

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall-clock reading of an instant in a zone. */
export function wallTime(instant: Date, zone: string): WallTime {
  const fixed = FIXED_OFFSETS.get(zone);
  if (fixed && instant.getTime() >= fixed.since) {
    const wall = new Date(instant.getTime() + fixed.offsetMs);
    return {
      year: wall.getUTCFullYear(),
      month: wall.getUTCMonth() + 1,
      day: wall.getUTCDate(),
      hour: wall.getUTCHours(),
      minute: wall.getUTCMinutes(),
      second: wall.getUTCSeconds(),
    };
  }
  const parts: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** An instant (a Date, an ISO text or epoch milliseconds) as it reads in the zone; '' when empty or invalid. */
export function formatInstant(
  value: Date | string | number | null | undefined,
  zone: string,
  precision: Precision = 'second',
): string {
  if (value === null || value === undefined || value === '') return '';
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) return '';
  const t = wallTime(instant, zone);
  const date = `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)}`;
  if (precision === 'date') return date;
  const minutes = `${date} ${pad(t.hour)}:${pad(t.minute)}`;
  return precision === 'minute' ? minutes : `${minutes}:${pad(t.second)}`;
}

const WALL = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?$/;

/**
 * The instant at which the zone's clocks read the given wall time ("2027-01-17 00:22" or a
 * date alone, meaning its midnight). A time skipped by a clock change reads as the instant
 * just after it. Null for a text that is no wall time.
 */
export function zonedInstant(wall: string, zone: string): Date | null {
  const match = WALL.exec(wall.trim());
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', ms = '0'] = match;
  const asUtc = Date.UTC(
    Number(y),
    Number(mo) - 1,
    Number(d),
    Number(h),
    Number(mi),
    Number(s),
    Number(ms.padEnd(3, '0')),
  );
  // Two guesses: the zone's offset at the wall time read as UTC, and at the instant that
  // gives (the first may sit on the other side of a clock change). A wall time shown twice
  // (the clock went back) is its first instant; one never shown (the clock went forward)
  // is the later guess, just after the change.
  const first = asUtc - offsetMs(new Date(asUtc), zone);
  const second = asUtc - offsetMs(new Date(first), zone);
  const wanted = (candidate: number) => Math.abs(wallMs(new Date(candidate), zone) - asUtc) < 1000;
  const shown = [first, second].filter(wanted);
  return new Date(shown.length ? Math.min(...shown) : Math.max(first, second));
}

/** The wall time of an instant in the zone, as if that reading were UTC, in milliseconds. */
function wallMs(instant: Date, zone: string): number {
  const t = wallTime(instant, zone);
  return Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second) + (instant.getTime() % 1000);
}

/** How far ahead of UTC the zone's clocks are at the instant, in milliseconds. */
export function offsetMs(instant: Date, zone: string): number {
  return wallMs(instant, zone) - instant.getTime();
}

/** The instants a calendar day of the zone spans: [its first instant, the next day's first). */
export function zonedDay(date: string, zone: string): { from: Date; to: Date } | null {
  const from = zonedInstant(date, zone);
  if (!from) return null;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  const to = zonedInstant(next.toISOString().slice(0, 10), zone);
  return to ? { from, to } : null;
}
