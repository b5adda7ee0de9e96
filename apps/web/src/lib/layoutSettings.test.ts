import { STORAGE_PREFIX } from '@awards/web-common/storage';
import { afterEach, describe, expect, it } from 'vitest';
import {
  getLayoutSettings,
  reloadLayoutSettings,
  setSettingsOverlay,
  updateLayoutSettings,
} from './layoutSettings';

const stored = (key: string) => JSON.parse(localStorage.getItem(`${STORAGE_PREFIX}${key}`) ?? 'null')?.value;

afterEach(() => {
  setSettingsOverlay({});
  reloadLayoutSettings();
});

describe('layout settings', () => {
  it('persist each flag under its prefixed key of spec 000 §3, without expiry', () => {
    updateLayoutSettings({ fixedHeader: false, multiPage: true, colourWeak: true, primaryColor: '#722ed1' });
    expect(stored('DEFAULT_FIXED_HEADER')).toBe(false);
    expect(stored('DEFAULT_MULTI_PAGE')).toBe(true);
    expect(stored('DEFAULT_COLOR_WEAK')).toBe(true);
    expect(stored('DEFAULT_COLOR')).toBe('#722ed1');
    expect(JSON.parse(localStorage.getItem(`${STORAGE_PREFIX}DEFAULT_MULTI_PAGE`) ?? '{}').expire).toBeNull();
    // A reload reads them back.
    reloadLayoutSettings();
    expect(getLayoutSettings()).toMatchObject({
      fixedHeader: false,
      multiPage: true,
      primaryColor: '#722ed1',
    });
  });

  it('never has a fixed footer and a hidden footer at once', () => {
    updateLayoutSettings({ fixedFooter: true });
    updateLayoutSettings({ hideFooter: true });
    expect(getLayoutSettings()).toMatchObject({ hideFooter: true, fixedFooter: false });
    expect(stored('DEFAULT_FIXED_FOOTER')).toBe(false);
    updateLayoutSettings({ fixedFooter: true });
    expect(getLayoutSettings()).toMatchObject({ hideFooter: false, fixedFooter: true });
  });

  it('shows an overlay (a previewed theme) without storing it, and a user change wins over it', () => {
    setSettingsOverlay({ primaryColor: '#f5222d', fixedHeader: false });
    expect(getLayoutSettings()).toMatchObject({ primaryColor: '#f5222d', fixedHeader: false });
    expect(stored('DEFAULT_COLOR')).toBeUndefined();
    updateLayoutSettings({ fixedHeader: true });
    expect(getLayoutSettings()).toMatchObject({ primaryColor: '#f5222d', fixedHeader: true });
  });

  it('returns the same object until something changes (for useSyncExternalStore)', () => {
    expect(getLayoutSettings()).toBe(getLayoutSettings());
  });
});
