import { formatInstant } from '@awards/shared/clock';
import dayjs from 'dayjs';
import { displayZone } from './clock';

/** Spec 000 §9: the placeholder of an empty value. */
export const EMPTY = '————';

/** Spec 000 §9: dates read YYYY-MM-DD HH:mm:ss. */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/**
 * An instant as it reads in the display zone (lib/clock.ts), the same text the server
 * writes in its messages and exports; YYYY-MM-DD HH:mm:ss unless another format is given.
 * A date-only value ('1990-05-01') is no instant: formatDate shows it as it is.
 */
export function formatDateTime(
  value: string | number | Date | null | undefined,
  format = DATE_TIME_FORMAT,
): string {
  if (isBlank(value)) return EMPTY;
  const wall = formatInstant(value ?? null, displayZone());
  if (!wall) return EMPTY;
  return format === DATE_TIME_FORMAT ? wall : dayjs(wall).format(format);
}

/**
 * A publicity (or any announced) period's end as people read it: its last day at 24:00 in the
 * display zone. The stored end is the instant after the period (24:00 of the last day is
 * 00:00 of the next), so one millisecond before it names the last day: '2026-06-13 24:00',
 * never '2026-06-14 00:00:00'. The one formatter for a period's end in the portal and the site.
 */
export function formatPeriodEnd(value: string | number | Date | null | undefined): string {
  if (isBlank(value)) return EMPTY;
  const instant = new Date(value ?? 0).getTime();
  if (Number.isNaN(instant)) return EMPTY;
  return `${formatDateTime(instant - 1, 'YYYY-MM-DD')} 24:00`;
}

/** A calendar date (a date-only field): shown as stored, never moved by a time zone. */
export function formatDate(value: string | null | undefined): string {
  return value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : EMPTY;
}

/**
 * Rounds half away from zero at `decimals` places ("accurate calculation", spec 000 §9),
 * working on the decimal text so 1.005 rounds to 1.01 rather than binary 1.00499….
 */
export function roundHalfUp(value: number, decimals = 2): number {
  if (!Number.isFinite(value)) return value;
  const [mantissa, exponent = '0'] = String(Math.abs(value)).split('e');
  const shifted = Math.round(Number(`${mantissa}e${Number(exponent) + decimals}`));
  const result = Number(`${shifted}e-${decimals}`);
  return value < 0 ? -result : result;
}

/** Thousands separators and 2 decimals by default: 1234567.891 → '1,234,567.89'. */
export function formatNumber(value: number | string | null | undefined, decimals = 2): string {
  if (isBlank(value)) return EMPTY;
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return EMPTY;
  const fixed = roundHalfUp(number, decimals).toFixed(decimals);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
}

/** A file's size, in KB below a megabyte: 204800 → '200.0 KB', 3145728 → '3.0 MB'. */
export function formatFileSize(bytes: number): string {
  return bytes >= 1_048_576
    ? `${formatNumber(bytes / 1_048_576, 1)} MB`
    : `${formatNumber(bytes / 1024, 1)} KB`;
}

/** A CJK character (or full-width form) takes the room of two Latin ones. */
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/;

/** The ellipsis filter of spec 000 §9: at most `max` units (CJK counted double), then '...'. */
export function ellipsis(value: string | null | undefined, max = 25): string {
  if (!value) return '';
  let width = 0;
  let cut = 0;
  for (const char of value) {
    const next = width + (WIDE.test(char) ? 2 : 1);
    if (next > max) return `${value.slice(0, cut)}...`;
    width = next;
    cut += char.length;
  }
  return value;
}

/** A display value, or the empty placeholder. */
export function orEmpty(value: string | number | null | undefined): string {
  return isBlank(value) ? EMPTY : String(value);
}
