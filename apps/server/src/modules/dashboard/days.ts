/**
 * Calendar days in the server's time zone (set TZ, e.g. Asia/Shanghai): "today"
 * on the home page is the organisation's day, the same for every viewer.
 */
export const startOfDay = (d: Date): Date => new Date(d.getFullYear(), d.getMonth(), d.getDate());

/** Adds calendar days (not 24-hour blocks, so a DST change cannot shift a boundary). */
export const addDays = (d: Date, days: number): Date =>
  new Date(d.getFullYear(), d.getMonth(), d.getDate() + days);

const pad = (n: number) => String(n).padStart(2, '0');

export const isoDate = (d: Date): string => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
