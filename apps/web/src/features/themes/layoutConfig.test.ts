import { renderMessage } from '@awards/shared/i18n';
import { THEME_PROPERTIES } from '@awards/shared/themes';
import { describe, expect, it } from 'vitest';
import { changedCount, configValues, propertyRule, toConfig } from './layoutConfig';

describe('a layout’s configuration', () => {
  it('shows every property, the layout’s value over the default', () => {
    const values = configValues({ fixHeader: true });
    expect(values.fixHeader).toBe(true);
    expect(values.primaryColor).toBe('#1677ff');
    expect(Object.keys(values)).toHaveLength(THEME_PROPERTIES.size);
  });

  it('stores only what differs from the defaults', () => {
    const values = {
      ...configValues({}),
      fixHeader: true,
      primaryColor: '#1677ff',
      tableSize: 'small',
      menuFontColor: null,
    };
    expect(toConfig(values)).toEqual({ fixHeader: true, tableSize: 'small' });
    expect(changedCount({ fixHeader: false, multiTab: true })).toBe(1);
  });

  it('checks a value as the server does', async () => {
    const radius = THEME_PROPERTIES.get('buttonBorderRadius');
    if (!radius) throw new Error('the seeded property tree has buttonBorderRadius');
    type Rule = { validator: (r: unknown, v: unknown) => Promise<void> };
    const rule = propertyRule(radius, (m) => renderMessage(m, 'zh_CN')) as Rule;
    await expect(rule.validator({}, 30)).rejects.toThrow('按钮圆角取值范围为0-24');
    await expect(rule.validator({}, 12)).resolves.toBeUndefined();
    // The property's name and the problem both in the reader's language.
    const english = propertyRule(radius, (m) => renderMessage(m, 'en_GB')) as Rule;
    await expect(english.validator({}, 30)).rejects.toThrow('Button corner radius is between 0 and 24');
  });
});
