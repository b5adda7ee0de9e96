import { DEFAULT_TIME_ZONE, formatInstant, type Precision, zonedDay } from '@awards/shared/clock';

/**
 * The display clock of the whole system (docs/conventions.md "One clock"): instants are
 * stored in UTC and every text the server writes for people (messages, exports, prints)
 * reads them in one zone, the project setting `timeZone`, as the portal does. The project
 * module sets the zone at start and when the setting changes.
 */
export class DisplayClock {
  constructor(private current: string = DEFAULT_TIME_ZONE) {}

  get zone(): string {
    return this.current;
  }

  setZone(zone: string): void {
    this.current = zone;
  }

  /** An instant as people read it: YYYY-MM-DD HH:mm:ss (or to the minute, or the date). */
  format(value: Date | string | null | undefined, precision: Precision = 'second'): string {
    return formatInstant(value, this.current, precision);
  }

  /** The calendar day (YYYY-MM-DD) an instant falls on in the display zone. */
  day(instant: Date): string {
    return formatInstant(instant, this.current, 'date');
  }

  /** The instants a calendar day of the display zone spans. */
  span(date: string): { from: Date; to: Date } | null {
    return zonedDay(date, this.current);
  }
}
