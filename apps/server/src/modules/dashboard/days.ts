import { formatInstant, zonedInstant } from '@awards/shared/clock';
import { displayClock } from '../../platform/clock';

/**
 * Calendar days in the display zone (the project's timeZone setting): "today" on the home
 * page is the organisation's day, the same for every viewer and whatever zone the server
 * process runs in.
 */
export const isoDate = (d: Date): string => formatInstant(d, displayClock.zone, 'date');

/** The first instant of the display zone's day the instant falls on. */
export const startOfDay = (d: Date): Date => zonedInstant(isoDate(d), displayClock.zone)!;

/** Moves a day's first instant by calendar days (not 24-hour blocks: a clock change cannot shift a boundary). */
export const addDays = (d: Date, days: number): Date => {
  const [y, m, day] = isoDate(d).split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1, day + days)).toISOString().slice(0, 10);
  return zonedInstant(target, displayClock.zone)!;
};
