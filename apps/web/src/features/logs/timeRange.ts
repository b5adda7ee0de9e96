import dayjs from 'dayjs';

/**
 * The SearchForm's day range ([from, to] as YYYY-MM-DD) as the log queries want it: ISO times
 * with the browser's offset, from the first to the last moment of those days.
 */
export function withTimeRange(values: Record<string, unknown>): Record<string, unknown> {
  const { time, ...rest } = values;
  if (!Array.isArray(time)) return rest;
  const [from, to] = time as (string | undefined)[];
  return {
    ...rest,
    ...(from ? { startTime: dayjs(from).startOf('day').format() } : {}),
    ...(to ? { endTime: dayjs(to).endOf('day').format() } : {}),
  };
}
