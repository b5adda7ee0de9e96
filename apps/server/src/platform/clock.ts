import {
  DEFAULT_TIME_ZONE,
  formatInstant,
  type Precision,
  zonedDay,
  zonedInstant,
} from '@awards/shared/clock';

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

  /**
   * The instant a time text names: with an offset (ISO, what the portal sends) as it says;
   * a wall time without one ("2027-01-17 00:22") as the display zone's clocks read it.
   */
  instant(text: string): Date | null {
    if (/(Z|[+-]\d{2}:\d{2})$/.test(text.trim())) {
      const at = new Date(text);
      return Number.isNaN(at.getTime()) ? null : at;
    }
    return zonedInstant(text, this.current);
  }

  /** The instants a calendar day of the display zone spans. */
  span(date: string): { from: Date; to: Date } | null {
    return zonedDay(date, this.current);
  }
}

/**
 * The process's display clock: one project, one zone. The platform hands it to modules as
 * `platform.clock`; rules that are plain functions (the transition checks) read it here.
 */
export const displayClock = new DisplayClock();
