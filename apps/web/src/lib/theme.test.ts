import { getItem, STORAGE_KEYS } from '@awards/web-common/storage';
import { afterEach, describe, expect, it } from 'vitest';
import { getLayoutSettings, reloadLayoutSettings, setSettingsOverlay } from './layoutSettings';
import {
  clearStoredTheme,
  endPreview,
  type PortalTheme,
  previewTheme,
  restorePreview,
  savedThemeId,
  saveTheme,
  selectedTheme,
  settingsOfTheme,
} from './theme';

const theme = (over: Partial<PortalTheme> = {}): PortalTheme => ({
  themeId: 3,
  themeName: '深蓝',
  primaryColor: '#2f54eb',
  menuColor: null,
  headerBg: { code: '3', value: null },
  sideMenuBg: { code: '7', value: null },
  fixedHeader: true,
  fixedFooter: true,
  hideFooter: false,
  multipage: true,
  colorWeak: false,
  ifSelected: false,
  userSelected: false,
  ...over,
});

afterEach(() => {
  setSettingsOverlay({});
  reloadLayoutSettings();
});

describe('themes', () => {
  it('apply their colours, backgrounds and flags (spec 000 §4)', () => {
    expect(settingsOfTheme(theme())).toEqual({
      primaryColor: '#2f54eb',
      headerBg: '3',
      siderBg: '7',
      fixedHeader: true,
      hideFooter: false,
      fixedFooter: true,
      multiPage: true,
      colourWeak: false,
    });
    expect(settingsOfTheme(theme({ hideFooter: true, fixedFooter: true })).fixedFooter).toBe(false);
  });

  it('carry their layout’s theme-property values (spec 000 §3), applied by themeAppearance', () => {
    const config = { menuFontColor: '#ffd700', tableStriped: true };
    expect(settingsOfTheme(theme({ layout: { menuMode: 'top', config } }))).toMatchObject({
      layoutMode: 'top',
      themeConfig: config,
    });
    expect(settingsOfTheme(theme())).not.toHaveProperty('themeConfig');
  });

  it("pick the user's choice over the system default", () => {
    const system = theme({ themeId: 1, ifSelected: true });
    const mine = theme({ themeId: 2, userSelected: true });
    expect(selectedTheme([system, mine])).toBe(mine);
    expect(selectedTheme([system])).toBe(system);
    expect(selectedTheme([])).toBeNull();
  });

  it('a chosen theme is saved with its settings; the system default saves null', () => {
    saveTheme(theme(), null);
    expect(savedThemeId()).toBe(3);
    expect(getLayoutSettings()).toMatchObject({ primaryColor: '#2f54eb', multiPage: true });
    saveTheme(null, theme({ themeId: 1, primaryColor: '#13c2c2' }));
    expect(savedThemeId()).toBeNull();
    expect(getLayoutSettings().primaryColor).toBe('#13c2c2');
  });

  it('a preview shows without saving, comes back after a reload, and ends', () => {
    previewTheme(theme({ primaryColor: '#eb2f96' }));
    expect(getLayoutSettings().primaryColor).toBe('#eb2f96');
    expect(getItem(STORAGE_KEYS.primaryColor)).toBeNull();
    setSettingsOverlay({});
    restorePreview();
    expect(getLayoutSettings().primaryColor).toBe('#eb2f96');
    endPreview();
    expect(getLayoutSettings().primaryColor).toBe('#1677ff');
  });

  it('logout forgets the theme entries but keeps the layout switches', () => {
    saveTheme(theme(), null);
    clearStoredTheme();
    expect(savedThemeId()).toBeUndefined();
    expect(getLayoutSettings()).toMatchObject({ primaryColor: '#1677ff', headerBg: '1', multiPage: true });
  });
});
