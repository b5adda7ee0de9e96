import { DEFAULT_TIME_ZONE, formatInstant, isTimeZone, wallTime, zonedInstant } from '@awards/shared/clock';
import dayjs, { type Dayjs } from 'dayjs';

/**
 * The display zone (docs/conventions.md "One clock"): the project's timeZone setting, which
 * the server writes its texts in too, whatever zone the browser is in. Set when the
 * project settings arrive; until then the default, which is what they almost always say.
 */
let zone = DEFAULT_TIME_ZONE;

export const displayZone = (): string => zone;

export function setDisplayZone(next: string | undefined): void {
  if (next && isTimeZone(next)) zone = next;
}

/** The hour (0–23) on the display clock now: what a greeting by the time of day reads. */
export function displayHour(now: Date = new Date()): number {
  return wallTime(now, zone).hour;
}

/**
 * A date picker's value for an instant: a dayjs whose reading (in the browser's zone, as
 * antd shows it) is the instant's wall time in the display zone.
 */
export function toPicker(value: string | Date | null | undefined): Dayjs | undefined {
  const text = formatInstant(value ?? null, zone);
  return text ? dayjs(text) : undefined;
}

/** The instant (ISO, UTC) a picked wall time names in the display zone. */
export function fromPicker(value: Dayjs | null | undefined): string | undefined {
  if (!value) return undefined;
  return zonedInstant(value.format('YYYY-MM-DD HH:mm:ss'), zone)?.toISOString();
}

/** The instants a picked calendar day spans in the display zone (a filter "from" to "to"). */
export function dayBounds(value: Dayjs): { from: string; to: string } {
  const from = zonedInstant(value.format('YYYY-MM-DD'), zone)!;
  const to = zonedInstant(value.add(1, 'day').format('YYYY-MM-DD'), zone)!;
  return { from: from.toISOString(), to: new Date(to.getTime() - 1).toISOString() };
}

/** The first instant (ISO) of a calendar day ('YYYY-MM-DD') in the display zone. */
export function dayStart(date: string): string | undefined {
  return zonedInstant(date, zone)?.toISOString();
}

/** The last millisecond (ISO) of a calendar day ('YYYY-MM-DD') in the display zone. */
export function dayEnd(date: string): string | undefined {
  const next = dayjs(date).add(1, 'day').format('YYYY-MM-DD');
  const start = zonedInstant(next, zone);
  return start ? new Date(start.getTime() - 1).toISOString() : undefined;
}
