import { getUserInfo } from '@awards/web-common/session';
import { getItem, type StorageKey, setItem } from '@awards/web-common/storage';

/**
 * The user's choices for one table: column order, hidden columns, dragged widths, and the
 * secondary columns (defaultHidden) the user chose to show even where they do not fit.
 */
export interface ColumnSettings {
  order: string[];
  hidden: string[];
  widths: Record<string, number>;
  shown: string[];
}

export const NO_SETTINGS: ColumnSettings = { order: [], hidden: [], widths: {}, shown: [] };

// lib/storage.ts types its keys as the fixed set of spec 000 §3; this one is built per
// user and table, under the same 'dandelion__' prefix and {value, expire} format.
function storageKey(tableId: string): StorageKey | null {
  const user = getUserInfo();
  const userId = user?.id ?? user?.userId;
  return userId === undefined ? null : (`TABLE_COLUMNS:${userId}:${tableId}` as StorageKey);
}

/** The signed-in user's settings for `tableId`; none when signed out or never changed. */
export function loadColumnSettings(tableId: string): ColumnSettings {
  const key = storageKey(tableId);
  const stored = key ? getItem<Partial<ColumnSettings>>(key) : null;
  return { ...NO_SETTINGS, ...stored };
}

/** Kept without expiry: a user's layout of a screen is worth keeping. */
export function saveColumnSettings(tableId: string, settings: ColumnSettings): void {
  const key = storageKey(tableId);
  if (key) setItem(key, settings);
}
