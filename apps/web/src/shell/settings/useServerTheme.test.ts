import { http } from '@awards/web-common/http';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getLayoutSettings, reloadLayoutSettings } from '../../lib/layoutSettings';
import { type PortalTheme, savedThemeId, saveTheme } from '../../lib/theme';
import { queryClient } from '../queryClient';
import { applyServerThemeFirst } from './useServerTheme';

vi.mock('@awards/web-common/http', () => ({ http: { get: vi.fn(), post: vi.fn() } }));

const SYSTEM_DEFAULT: PortalTheme = {
  themeId: 7,
  themeName: 'default',
  primaryColor: '#722ed1',
  menuColor: null,
  headerBg: null,
  sideMenuBg: null,
  fixedHeader: false,
  fixedFooter: null,
  hideFooter: null,
  multipage: null,
  colorWeak: null,
  ifSelected: true,
  userSelected: null,
};

beforeEach(() => {
  localStorage.clear();
  reloadLayoutSettings();
  queryClient.clear();
  vi.mocked(http.post).mockReset();
});

// Issue 18: the first signed-in page painted before the themes' answer, and a theme without a
// fixed header then moved the page down by the header's height (a layout shift).
describe('applyServerThemeFirst (the menu routes loader, before the first frame)', () => {
  it("applies the server's theme when none is saved here, so the first frame has its layout", async () => {
    vi.mocked(http.post).mockResolvedValue([SYSTEM_DEFAULT]);
    expect(getLayoutSettings().fixedHeader).toBe(true);
    await applyServerThemeFirst();
    expect(http.post).toHaveBeenCalledWith('/rest/theme/homeList', {}, { silent: true });
    expect(getLayoutSettings().fixedHeader).toBe(false);
    expect(getLayoutSettings().primaryColor).toBe('#722ed1');
    // The system default, not a choice of the user's: saved as 'system default'.
    expect(savedThemeId()).toBeNull();
  });

  it('with a theme saved here, only starts the call useServerTheme makes, applying nothing', async () => {
    saveTheme(null, null);
    vi.mocked(http.post).mockResolvedValue([SYSTEM_DEFAULT]);
    await applyServerThemeFirst();
    // Started beside the first render, not after it (issue 18), and not waited for.
    expect(http.post).toHaveBeenCalledWith('/rest/theme/homeList', {}, { silent: true });
    await vi.waitFor(() => expect(queryClient.getQueryData(['theme', 'homeList'])).toEqual([SYSTEM_DEFAULT]));
    expect(getLayoutSettings().fixedHeader).toBe(true);
    expect(savedThemeId()).toBeNull();
  });

  it('leaves the settings as they are when the call fails or answers no list', async () => {
    vi.mocked(http.post).mockRejectedValueOnce(new Error('down'));
    await applyServerThemeFirst();
    expect(savedThemeId()).toBeUndefined();
    queryClient.clear();
    vi.mocked(http.post).mockResolvedValueOnce({} as never);
    await applyServerThemeFirst();
    expect(savedThemeId()).toBeUndefined();
    expect(getLayoutSettings().fixedHeader).toBe(true);
  });
});
