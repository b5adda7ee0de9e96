import type { ReactNode } from 'react';
import { i18n } from '../../i18n';
import { WIDGETS_NS } from '../i18n';

// The width a row's buttons need, worked out from their labels in the current language so
// that the action column is as wide as its buttons: "删除" must not show as "删", nor
// "Delete" as "Dele". An estimate on the generous side of the portal's 14 px fonts (a
// canvas measure needs the font loaded and jsdom has none), the same in tests and browsers.

/** Link buttons of size small: 7 px padding and a 1 px border on each side (antd 6). */
const BUTTON_CHROME = 16;
/** The vertical divider between two buttons: 8 px margins each side and its 1 px line. */
const DIVIDER = 17;
/** The table cell's padding (16 px a side at antd's default size), and a margin for rounding. */
const CELL_CHROME = 32 + 8;
/** The "more" button's arrow icon and the gap before it. */
const MORE_ICON = 12 + 4;
/** A label that is not plain text (an icon, a badge): counted as four wide characters. */
const UNKNOWN_LABEL = 4 * 14;

const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/;

/** Pixels one character takes at 14 px: full-width (CJK) 14, capitals and digits 10, others 8. */
function charWidth(char: string): number {
  if (WIDE.test(char)) return 14;
  if (char === ' ') return 4;
  if (/[A-Z0-9mwMW@%&]/.test(char)) return 10;
  if (/[iljtf.,:;'!|()[\]]/.test(char)) return 5;
  return 8;
}

/** The estimated width of a text at 14 px. */
export function textWidth(text: string): number {
  return [...text].reduce((sum, char) => sum + charWidth(char), 0);
}

/** A label's estimated width: plain text measured, anything else counted as UNKNOWN_LABEL. */
export function labelWidth(label: ReactNode): number {
  if (typeof label === 'string' || typeof label === 'number') return textWidth(String(label));
  return UNKNOWN_LABEL;
}

/**
 * The column width that shows these buttons whole: each label and its button's padding,
 * a divider between two, the "more" button when `moreLabel` is given, and the cell's padding.
 */
export function actionsWidth(labels: readonly ReactNode[], moreLabel?: string): number {
  const widths = labels.map((label) => labelWidth(label) + BUTTON_CHROME);
  if (moreLabel !== undefined) widths.push(textWidth(moreLabel) + MORE_ICON + BUTTON_CHROME);
  if (widths.length === 0) return 0;
  return widths.reduce((sum, width) => sum + width, 0) + DIVIDER * (widths.length - 1) + CELL_CHROME;
}

/** The width a header cell needs for its title (and its sort arrows or resize grip). */
export function headerWidth(title: ReactNode): number {
  return labelWidth(title) + CELL_CHROME;
}

/**
 * For an antd Table outside DataTable (a tree of menus): the width of an actions column
 * showing these buttons, and the "more" dropdown when `withMore`, in the current language.
 */
export function actionsColumnWidth(labels: readonly ReactNode[], withMore: boolean): number {
  // The typed t knows the app's namespace only; this key is the widgets' (components/i18n.ts).
  const t = i18n.t as unknown as (key: string, options: { ns: string }) => string;
  return actionsWidth(labels, withMore ? t('actions.more', { ns: WIDGETS_NS }) : undefined);
}
