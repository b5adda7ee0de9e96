import { EDITION_WINDOWS, type Windows } from '@awards/shared/editions';
import { iso } from '../../platform/time';

/** Every window column name, start and end, in window order. */
export const WINDOW_KEYS = EDITION_WINDOWS.flatMap((w) => [`${w}Start`, `${w}End`]) as (keyof Windows)[];

/** The windows of an edition row. */
export function windowsOf(row: Windows<Date>): Windows<Date> {
  return Object.fromEntries(WINDOW_KEYS.map((k) => [k, row[k]])) as Windows<Date>;
}

/** The window fields a request gives (absent ones left out, null clears), as Dates. */
export function windowInput(input: Partial<Windows<string | null | undefined>>): Partial<Windows<Date>> {
  const out: Partial<Windows<Date>> = {};
  for (const k of WINDOW_KEYS) {
    const v = input[k];
    if (v !== undefined) out[k] = v === null ? null : new Date(v);
  }
  return out;
}

export function windowsToWire(windows: Windows<Date>): Windows {
  return Object.fromEntries(WINDOW_KEYS.map((k) => [k, iso(windows[k])])) as Windows;
}
