import { Cron } from 'croner';
import { displayClock } from '../clock';

/** The largest value of each field, by field count, for turning Quartz's `0/5` into `0-59/5`. */
const FIELD_MAX: Record<number, number[]> = {
  5: [59, 23, 31, 12, 7],
  6: [59, 59, 23, 31, 12, 7],
  7: [59, 59, 23, 31, 12, 7, 2099],
};

/**
 * Accepts what operators coming from Quartz write: croner reads `?`, `L`, `W`, `#`
 * and 6-field patterns (seconds first), but not `start/step` without a range.
 */
export function normaliseCron(expression: string): string {
  const parts = expression.trim().split(/\s+/);
  const max = FIELD_MAX[parts.length];
  if (!max) return expression.trim();
  return parts.map((part, i) => part.replace(/^(\d+)\/(\d+)$/, `$1-${max[i]}/$2`)).join(' ');
}

export class InvalidCronError extends Error {}

/** A parsed expression; throws InvalidCronError with croner's reason when it is not one. */
export function parseCron(expression: string): Cron {
  try {
    // paused and without a callback: used for computing firings only, it never sets a timer.
    // The hours of an expression are the organisation's: read in the display zone (one
    // clock), as the firings are shown, whatever zone the server process runs in.
    return new Cron(normaliseCron(expression), { paused: true, timezone: displayClock.zone });
  } catch (error) {
    throw new InvalidCronError((error as Error).message);
  }
}

/** The firing strictly after `from`, or null when the expression never fires again. */
export function nextFiring(cron: Cron, from: Date): Date | null {
  return cron.nextRun(from);
}

/** The next `count` firings after `from`. */
export function nextFirings(expression: string, from: Date, count: number): Date[] {
  return parseCron(expression).nextRuns(count, from);
}
