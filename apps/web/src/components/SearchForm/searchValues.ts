import type { Dayjs } from 'dayjs';
import type { SearchField, SearchValues } from './types';

/** What each date-like control emits unless the field names its own format. */
export const DEFAULT_FORMATS = {
  date: 'YYYY-MM-DD',
  dateRange: 'YYYY-MM-DD',
  year: 'YYYY',
  time: 'HH:mm:ss',
} as const;

const isDayjs = (value: unknown): value is Dayjs =>
  typeof value === 'object' && value !== null && typeof (value as Dayjs).format === 'function';

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  return Array.isArray(value) && value.every((part) => part === undefined || part === null || part === '');
}

const toNumber = (value: unknown): unknown =>
  typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;

/**
 * One control's value as it goes to the server: dates formatted, text trimmed, and the
 * codes of a `numeric` field as numbers (the server takes a JSON integer, not '1').
 */
function formatValue(field: SearchField, value: unknown): unknown {
  const formatted = formatText(field, value);
  if (!('numeric' in field && field.numeric)) return formatted;
  return Array.isArray(formatted) ? formatted.map(toNumber) : toNumber(formatted);
}

function formatText(field: SearchField, value: unknown): unknown {
  switch (field.type) {
    case 'input':
      return typeof value === 'string' ? value.trim() : value;
    case 'date':
    case 'year':
    case 'time': {
      const format = field.format ?? DEFAULT_FORMATS[field.type];
      return isDayjs(value) ? value.format(format) : value;
    }
    case 'dateRange': {
      const format = field.format ?? DEFAULT_FORMATS.dateRange;
      return Array.isArray(value) ? value.map((day) => (isDayjs(day) ? day.format(format) : day)) : value;
    }
    default:
      return value;
  }
}

/**
 * The form's values as filters for a list call: each field formatted, and empty ones
 * (blank text, cleared pickers, a range with neither end) left out so the server does not
 * filter on them.
 */
export function toSearchValues(fields: SearchField[], raw: Record<string, unknown>): SearchValues {
  const values: SearchValues = {};
  for (const field of fields) {
    const value = formatValue(field, raw[field.name]);
    if (!isEmpty(value)) values[field.name] = value;
  }
  return values;
}
