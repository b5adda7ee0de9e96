import { renderMessage } from '@awards/shared/i18n';
import { LOGIN_MESSAGES } from '@awards/shared/messages';
import { PASSWORD_MESSAGES } from '@awards/shared/password';
import { storedLocale } from '@awards/web-common/locale';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale, i18n } from './index';
import { antdLocale } from './locale';
import { enGB } from './locales/en_GB';
import { zhCN } from './locales/zh_CN';
import { zhTW } from './locales/zh_TW';

afterEach(() => changeLocale('zh_CN'));

function leaves(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value ? leaves(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('locales', () => {
  it('all three have every key, none empty', () => {
    const keys = leaves(zhCN).sort();
    for (const locale of [zhTW, enGB]) {
      expect(leaves(locale).sort()).toEqual(keys);
    }
    for (const locale of [zhCN, zhTW, enGB]) {
      expect(JSON.stringify(locale)).not.toMatch(/:""/);
    }
  });

  it("zh_CN says the specification's messages word for word", () => {
    // The shell shows these few itself (a warning, the notice after a change).
    for (const key of ['noLoginUser', 'changed', 'changedDetail'] as const) {
      expect(zhCN.password[key]).toBe(renderMessage(PASSWORD_MESSAGES[key], 'zh_CN'));
    }
    expect(zhCN.header.searchMenu).toBe('搜索菜单');
    expect(zhCN.settings.compiling).toBe('正在编译主题！');
  });

  it('switches language, antd texts and the stored choice together', async () => {
    await changeLocale('en_GB');
    expect(i18n.t('layout.logout')).toBe('Log out');
    expect(antdLocale('en_GB')?.locale).toBe('en-gb');
    expect(storedLocale()).toBe('en_GB');
    expect(document.documentElement.lang).toBe('en-GB');
    await changeLocale('zh_TW');
    expect(i18n.t('layout.logout')).toBe('登出');
    expect(antdLocale('zh_TW')?.locale).toBe('zh-tw');
  });
});

describe('shared messages', () => {
  it('are shown in the interface language, and other text passes through', async () => {
    const { translateShared } = await import('@awards/web-common/i18n');
    const { MESSAGES } = await import('@awards/shared/validators');
    expect(translateShared(MESSAGES.mobile)).toBe('您的手机号码格式不正确!');
    await changeLocale('en_GB');
    expect(translateShared(MESSAGES.mobile)).toBe('The mobile number is not valid!');
    expect(translateShared(LOGIN_MESSAGES.badCredentials)).toBe('Wrong user name or password');
    expect(translateShared('something else')).toBe('something else');
  });
});
