import { dayEnd, dayStart } from '@awards/web-common/clock';

/**
 * The SearchForm's day range ([from, to] as YYYY-MM-DD) as the log queries want it: ISO
 * instants from the first to the last moment of those days in the display zone.
 */
export function withTimeRange(values: Record<string, unknown>): Record<string, unknown> {
  const { time, ...rest } = values;
  if (!Array.isArray(time)) return rest;
  const [from, to] = time as (string | undefined)[];
  const startTime = from ? dayStart(from) : undefined;
  const endTime = to ? dayEnd(to) : undefined;
  return { ...rest, ...(startTime ? { startTime } : {}), ...(endTime ? { endTime } : {}) };
}
