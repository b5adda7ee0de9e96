import type { ThemeValue } from '@awards/shared/themes';
import { getItem, removeItem, STORAGE_KEYS, setItem } from '@awards/web-common/storage';
import {
  DEFAULT_PRIMARY_COLOR,
  type LayoutSettings,
  reloadLayoutSettings,
  setSettingsOverlay,
  updateLayoutSettings,
} from './layoutSettings';

/** A theme as `POST /rest/theme/homeList` lists it (spec 001 §3, "Theme"). */
export interface PortalTheme {
  themeId: number;
  themeName: string;
  primaryColor: string | null;
  menuColor: string | null;
  headerBg: { code: string; value: string | null } | null;
  sideMenuBg: { code: string; value: string | null } | null;
  fixedHeader: boolean | null;
  fixedFooter: boolean | null;
  hideFooter: boolean | null;
  multipage: boolean | null;
  colorWeak: boolean | null;
  /** The system default theme. */
  ifSelected: boolean | null;
  /** This user's own choice. */
  userSelected: boolean | null;
  /** The layout the theme uses; its menu mode is side or top. */
  layout?: { menuMode?: string | null; config?: Record<string, ThemeValue> | null } | null;
}

/** What a theme sets when applied (spec 000 §4): flags, footer hiding, multi-tab mode and colours. */
export function settingsOfTheme(theme: PortalTheme): Partial<LayoutSettings> {
  const out: Partial<LayoutSettings> = {};
  if (theme.primaryColor) out.primaryColor = theme.primaryColor;
  if (theme.headerBg?.code) out.headerBg = theme.headerBg.code;
  if (theme.sideMenuBg?.code) out.siderBg = theme.sideMenuBg.code;
  if (theme.fixedHeader !== null) out.fixedHeader = theme.fixedHeader;
  if (theme.hideFooter !== null) out.hideFooter = theme.hideFooter;
  // A theme both hiding and fixing its footer is read as hidden.
  if (theme.fixedFooter !== null) out.fixedFooter = theme.fixedFooter && !out.hideFooter;
  if (theme.multipage !== null) out.multiPage = theme.multipage;
  if (theme.colorWeak !== null) out.colourWeak = theme.colorWeak;
  const mode = theme.layout?.menuMode;
  if (theme.layout?.config) out.themeConfig = theme.layout.config;
  if (mode === 'side' || mode === 'top') out.layoutMode = mode;
  return out;
}

/** The theme in force: the user's choice, else the system default. */
export function selectedTheme(themes: readonly PortalTheme[]): PortalTheme | null {
  return themes.find((t) => t.userSelected) ?? themes.find((t) => t.ifSelected) ?? null;
}

/** The choice saved in this browser: a theme id, null for 'system default', undefined when none. */
export function savedThemeId(): number | null | undefined {
  const saved = getItem<{ themeId: number | null }>(STORAGE_KEYS.theme);
  return saved === null ? undefined : saved.themeId;
}

/** Applies a chosen theme for good: its settings are saved with the choice. */
export function saveTheme(theme: PortalTheme | null, fallback: PortalTheme | null): void {
  const source = theme ?? fallback;
  updateLayoutSettings(
    source ? settingsOfTheme(source) : { primaryColor: DEFAULT_PRIMARY_COLOR, themeConfig: {} },
  );
  setItem(STORAGE_KEYS.theme, { themeId: theme?.themeId ?? null });
  removeItem(STORAGE_KEYS.previewTheme);
  setSettingsOverlay({});
}

/** A locally held preview (e.g. from the theme administration page): shown, never saved. */
export function previewTheme(theme: PortalTheme): void {
  setItem(STORAGE_KEYS.previewTheme, theme);
  setSettingsOverlay(settingsOfTheme(theme));
}

export function heldPreview(): PortalTheme | null {
  return getItem<PortalTheme>(STORAGE_KEYS.previewTheme);
}

export function endPreview(): void {
  removeItem(STORAGE_KEYS.previewTheme);
  setSettingsOverlay({});
}

/** At start-up: a held preview is shown again. */
export function restorePreview(): void {
  const preview = heldPreview();
  if (preview) setSettingsOverlay(settingsOfTheme(preview));
}

/** Logout and a password change forget the theme selections (spec 000 §4). */
export function clearStoredTheme(): void {
  for (const key of [
    STORAGE_KEYS.theme,
    STORAGE_KEYS.previewTheme,
    STORAGE_KEYS.primaryColor,
    STORAGE_KEYS.headerBg,
    STORAGE_KEYS.siderBg,
    STORAGE_KEYS.themeConfig,
  ]) {
    removeItem(key);
  }
  setSettingsOverlay({});
  reloadLayoutSettings();
}
