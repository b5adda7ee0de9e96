/**
 * What the portal's enhance-script runtime needs (docs/admin-catalogue-decisions.md "Enhance
 * scripts"): the paths, the time limit and what a script may answer per row. Apart from
 * enhance-scripts.ts (the schemas), with no import, because the worker bundles it and every
 * DataTable reads it: they stay a few kilobytes, without zod and the message catalogue.
 */
export const ENHANCE_ROW_CLASSES = ['highlight', 'muted', 'warn'] as const;
export type EnhanceRowClass = (typeof ENHANCE_ROW_CLASSES)[number];
export const ENHANCE_BADGE_MAX = 20;
export const ENHANCE_CELL_MAX = 200;

export interface EnhanceHint {
  rowClass?: EnhanceRowClass;
  badge?: string;
  /** Text shown instead of a column's cell, by column key. */
  columns?: Record<string, string>;
}

export const ENHANCE_PATHS = {
  /** The tables whose current script is not empty, with its version (every staff user). */
  active: '/rest/enhance/active',
  /** A table's current script, or null (every staff user: the table runs it). */
  current: '/rest/enhance/current',
  /** The tables that have a script, for the management page (ENHANCE_VIEW). */
  tables: '/rest/enhance/tables',
  /** The kept versions of a table, newest first (ENHANCE_VIEW). */
  versions: '/rest/enhance/versions',
  /** Save a new version (ENHANCE_EDIT). */
  save: '/rest/enhance/save',
  /** Make a kept version current again, as a new version (ENHANCE_EDIT). */
  restore: '/rest/enhance/restore',
} as const;

/** The time a script may take on one page before the table shows without it. */
export const ENHANCE_TIME_LIMIT_MS = 100;
