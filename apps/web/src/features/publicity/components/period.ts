import { formatDateTime, formatPeriodEnd } from '@awards/web-common/format';

/** The start to the minute; the end as its last day at 24:00 (how a period is announced). */
export const periodStart = (iso: string) => formatDateTime(iso, 'YYYY-MM-DD HH:mm');
export const periodEnd = formatPeriodEnd;
/** The calendar days a period spans in the display zone, the start's day and the last day included. */
export const periodDays = (start: string, end: string) =>
  Math.round(
    (Date.parse(formatDateTime(end, 'YYYY-MM-DD')) - Date.parse(formatDateTime(start, 'YYYY-MM-DD'))) /
      86_400_000,
  );
