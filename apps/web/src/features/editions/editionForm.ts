import {
  EDITION_WINDOWS,
  type EditionAdd,
  type EditionUpdate,
  type EditionView,
  type EditionWindow,
  type Windows,
  windowProblems,
} from '@awards/shared/editions';
import { fromPicker, toPicker } from '@awards/web-common/clock';
import type { Dayjs } from 'dayjs';

type Range = [Dayjs | null, Dayjs | null] | null;

/** The edition form's values: each window one date-range field named after the window. */
export type EditionFormValues = {
  editionName: string;
  year?: number | null;
  remark?: string;
} & { [K in EditionWindow]?: Range };

export const NEW_EDITION: Partial<EditionFormValues> = { year: new Date().getFullYear() };

export function editionValues(edition: EditionView): EditionFormValues {
  const values: EditionFormValues = {
    editionName: edition.editionName,
    year: edition.year,
    remark: edition.remark ?? '',
  };
  for (const w of EDITION_WINDOWS) {
    const start = edition[`${w}Start`];
    const end = edition[`${w}End`];
    values[w] = start || end ? [toPicker(start) ?? null, toPicker(end) ?? null] : null;
  }
  return values;
}

/** The windows as the wire has them: ISO instants of the wall times picked in the display zone, or null. */
export function toWindows(values: EditionFormValues): Windows {
  const windows = {} as Windows;
  for (const w of EDITION_WINDOWS) {
    const range = values[w];
    windows[`${w}Start`] = fromPicker(range?.[0]) ?? null;
    windows[`${w}End`] = fromPicker(range?.[1]) ?? null;
  }
  return windows;
}

export const toEditionAdd = (v: EditionFormValues): EditionAdd => ({
  editionName: v.editionName.trim(),
  year: Number(v.year),
  remark: v.remark?.trim() ? v.remark.trim() : null,
  ...toWindows(v),
});

export const toEditionUpdate = (editionId: number, v: EditionFormValues): EditionUpdate => ({
  editionId,
  ...toEditionAdd(v),
});

/** `declarationStart` → `declaration`: the server names the end, the form has one range per window. */
export const windowOfField = (field: string): string => field.replace(/(Start|End)$/, '');

/** The ordering rule of shared (the server's own), as field errors of the form. */
export const windowFieldErrors = (values: EditionFormValues) =>
  windowProblems(toWindows(values)).map((p) => ({ name: windowOfField(p.field), message: p.message }));
