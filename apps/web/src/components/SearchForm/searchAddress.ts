import dayjs, { type Dayjs } from 'dayjs';
import type { FilterSpec, ParamSpec } from '../DataTable/listAddress';
import { DEFAULT_FORMATS } from './searchValues';
import type { SearchField, SearchTreeNode, SearchValues } from './types';

const flatten = (nodes: SearchTreeNode[]): SearchTreeNode[] =>
  nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);

/**
 * A select's values: numbers when the field says so or its options are numbers; the
 * options, when known, are the only values accepted. Options still loading accept any.
 */
function choice(
  values: readonly (string | number)[],
  numeric: boolean | undefined,
  multiple?: boolean,
): ParamSpec {
  const isNumber = numeric ?? (values.length > 0 && values.every((v) => typeof v === 'number'));
  const type = isNumber ? (multiple ? 'numbers' : 'number') : multiple ? 'strings' : 'string';
  return values.length ? { type, oneOf: values } : { type };
}

/** One field's type in the address, as the form emits it (toSearchValues). */
function paramOf(field: SearchField): ParamSpec {
  switch (field.type) {
    case 'select':
      return choice(
        field.options.map((o) => o.value),
        field.numeric,
        field.multiple,
      );
    case 'treeSelect':
      return choice(
        flatten(field.treeData).map((node) => node.value),
        field.numeric,
        field.multiple,
      );
    case 'dict':
      return {
        type: field.numeric ? (field.multiple ? 'numbers' : 'number') : field.multiple ? 'strings' : 'string',
      };
    case 'regionGroup':
      return { type: field.multiple ? 'strings' : 'string' };
    case 'year':
      return { type: field.numeric ? 'number' : 'string' };
    case 'dateRange':
      // A custom format is no ISO day: kept as two texts.
      return { type: field.format ? 'strings' : 'dateRange' };
    case 'range':
      return { type: 'numberRange' };
    case 'region':
      return { type: 'strings' };
    case 'entity':
      return { type: 'number' };
    default:
      return { type: 'string' };
  }
}

/** The address spec of a search form's fields (for useListState): one declaration for both. */
export function searchSpec(fields: SearchField[]): FilterSpec {
  return Object.fromEntries(fields.map((field) => [field.name, paramOf(field)]));
}

/** A day or time as the form emitted it, back into a picker's value (undefined if it does not read). */
function toDay(value: unknown, format: string): Dayjs | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value);
  const day = format === 'HH:mm:ss' ? dayjs(`1970-01-01T${text}`) : dayjs(text, format);
  return day.isValid() ? day : undefined;
}

/**
 * The filters as the form's controls hold them: the inverse of toSearchValues (days
 * back to dayjs, a numeric dictionary's codes back to text).
 */
export function toFormValues(fields: SearchField[], values: SearchValues): Record<string, unknown> {
  const form: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (value === undefined) continue;
    switch (field.type) {
      case 'date':
      case 'year':
      case 'time':
        form[field.name] = toDay(value, field.format ?? DEFAULT_FORMATS[field.type]);
        break;
      case 'dateRange': {
        const format = field.format ?? DEFAULT_FORMATS.dateRange;
        form[field.name] = Array.isArray(value) ? value.map((day) => toDay(day, format)) : undefined;
        break;
      }
      case 'dict':
        form[field.name] = Array.isArray(value) ? value.map(String) : String(value);
        break;
      default:
        form[field.name] = value;
    }
  }
  return form;
}
