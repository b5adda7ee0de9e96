import type { ThemeValue } from '@awards/shared/themes';
import { getItem, STORAGE_KEYS, setItem } from '@awards/web-common/storage';
import { useSyncExternalStore } from 'react';
import { settings } from '../config/env';

export type LayoutMode = 'side' | 'top';
export type MenuTheme = 'dark' | 'light';

/** The layout flags of spec 000 §3/§4, each persisted under its own prefixed key. */
export interface LayoutSettings {
  layoutMode: LayoutMode;
  fixedHeader: boolean;
  fixedFooter: boolean;
  hideFooter: boolean;
  fixedSider: boolean;
  colourWeak: boolean;
  multiPage: boolean;
  primaryColor: string;
  /** Header background choice, '1' to '5' (spec 000 §9). */
  headerBg: string;
  /** Sider background choice, one of '1', '7', '8', '9', '2' (spec 000 §9). */
  siderBg: string;
  sidebarOpen: boolean;
  websocket: boolean;
  /**
   * The theme-property values of the chosen theme (its layout's over the defaults, spec 000
   * §3): menu, logo, button, dialog, list title, search form and table looks (`themeAppearance.ts`).
   */
  themeConfig: Readonly<Record<string, ThemeValue>>;
}

export const DEFAULT_PRIMARY_COLOR = '#1677ff';

export const DEFAULT_SETTINGS: LayoutSettings = {
  layoutMode: 'side',
  fixedHeader: true,
  fixedFooter: false,
  hideFooter: false,
  fixedSider: true,
  colourWeak: false,
  multiPage: false,
  primaryColor: DEFAULT_PRIMARY_COLOR,
  headerBg: '1',
  siderBg: '1',
  sidebarOpen: true,
  websocket: false,
  themeConfig: {},
};

const KEY_OF = {
  layoutMode: STORAGE_KEYS.layoutMode,
  fixedHeader: STORAGE_KEYS.fixedHeader,
  fixedFooter: STORAGE_KEYS.fixedFooter,
  hideFooter: STORAGE_KEYS.hideFooter,
  fixedSider: STORAGE_KEYS.fixedSider,
  colourWeak: STORAGE_KEYS.colourWeak,
  multiPage: STORAGE_KEYS.multiPage,
  primaryColor: STORAGE_KEYS.primaryColor,
  headerBg: STORAGE_KEYS.headerBg,
  siderBg: STORAGE_KEYS.siderBg,
  sidebarOpen: STORAGE_KEYS.sidebarOpen,
  websocket: STORAGE_KEYS.websocket,
  themeConfig: STORAGE_KEYS.themeConfig,
} as const satisfies Record<keyof LayoutSettings, string>;

type Field = keyof LayoutSettings;
const FIELDS = Object.keys(KEY_OF) as Field[];

function readStored(): LayoutSettings {
  const defaults = { ...DEFAULT_SETTINGS, websocket: settings.websocketDefault() };
  const values = FIELDS.map((field) => [
    field,
    getItem<LayoutSettings[Field]>(KEY_OF[field]) ?? defaults[field],
  ]);
  return { ...defaults, ...Object.fromEntries(values) } as LayoutSettings;
}

let stored: LayoutSettings | null = null;
/** A previewed theme is shown on top of the stored settings without replacing them. */
let overlay: Partial<LayoutSettings> = {};
let snapshot: LayoutSettings | null = null;
const listeners = new Set<() => void>();

export function getLayoutSettings(): LayoutSettings {
  stored ??= readStored();
  snapshot ??= { ...stored, ...overlay };
  return snapshot;
}

function changed(): void {
  snapshot = null;
  for (const listener of listeners) listener();
}

/**
 * Saves changed fields. A fixed footer and a hidden footer exclude each other
 * (spec 000 §2: each switch is disabled while the other is on), so turning one on
 * turns the other off. A field the user sets wins over a previewed theme's.
 */
export function updateLayoutSettings(patch: Partial<LayoutSettings>): void {
  const before = stored ?? readStored();
  const next = { ...before, ...patch };
  if (patch.fixedFooter) next.hideFooter = false;
  if (patch.hideFooter) next.fixedFooter = false;
  for (const field of FIELDS) {
    if (field in patch || next[field] !== before[field]) setItem(KEY_OF[field], next[field]);
  }
  stored = next;
  overlay = Object.fromEntries(Object.entries(overlay).filter(([field]) => !(field in patch)));
  changed();
}

export function setSettingsOverlay(next: Partial<LayoutSettings>): void {
  overlay = next;
  changed();
}

/** Forgets the cached copy, e.g. after storage was cleared. */
export function reloadLayoutSettings(): void {
  stored = null;
  changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLayoutSettings(): LayoutSettings {
  return useSyncExternalStore(subscribe, getLayoutSettings, getLayoutSettings);
}
