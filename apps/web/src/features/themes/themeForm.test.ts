import { themeCreateSchema, themeUpdateSchema } from '@awards/shared/themes';
import { describe, expect, it } from 'vitest';
import { themeView } from './testThemes';
import { newThemeValues, themeValues, toThemeCreate, toThemeUpdate } from './themeForm';

describe('the theme form', () => {
  it('starts a new theme from values the schema accepts', () => {
    const values = { ...newThemeValues(1), themeName: '晨曦' } as Parameters<typeof toThemeCreate>[0];
    expect(themeCreateSchema.safeParse(toThemeCreate(values)).success).toBe(true);
  });

  it('edits a stored theme by background code, and clears a colour by sending blank', () => {
    const values = themeValues(themeView(4, '酱紫', { color1: '#722ed1' }));
    expect(values.headerBg).toBe('1');
    expect(values).not.toHaveProperty('ifSelected');
    const update = toThemeUpdate(4, { ...values, color1: null });
    expect(update).toMatchObject({ themeId: 4, headerBg: '1', sideMenuBg: '', color1: '' });
    const parsed = themeUpdateSchema.safeParse(update);
    expect(parsed.success && parsed.data.color1).toBeNull();
  });
});
