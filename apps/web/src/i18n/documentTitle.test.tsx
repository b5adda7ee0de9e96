import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { documentTitle, useDocumentTitle } from './documentTitle';
import { changeLocale } from './index';

afterEach(() => changeLocale('zh_CN'));

const settings = {
  title: '行业协会奖励申报系统',
  titleI18n: { zh_TW: '行業協會獎勵申報系統', en_GB: 'Federation Awards' },
};

describe('the browser tab title', () => {
  it("puts the page's title before the system's name", () => {
    expect(documentTitle('Federation Awards', 'Users')).toBe('Users - Federation Awards');
    expect(documentTitle('Federation Awards')).toBe('Federation Awards');
  });

  it('follows the interface language, the project title in its translation', async () => {
    const { rerender } = renderHook(({ page }) => useDocumentTitle(page, settings), {
      initialProps: { page: '用户管理' },
    });
    expect(document.title).toBe('用户管理 - 行业协会奖励申报系统');
    await act(() => changeLocale('en_GB'));
    rerender({ page: 'Users' });
    expect(document.title).toBe('Users - Federation Awards');
    await act(() => changeLocale('zh_TW'));
    rerender({ page: '使用者管理' });
    expect(document.title).toBe('使用者管理 - 行業協會獎勵申報系統');
  });

  it("uses the built-in name while the settings load, and a missing translation's zh_CN title", async () => {
    await act(() => changeLocale('en_GB'));
    const { rerender } = renderHook(({ s }) => useDocumentTitle('Home', s), {
      initialProps: { s: undefined as typeof settings | undefined },
    });
    expect(document.title).toBe('Home - Awards Declaration System');
    rerender({ s: { title: '某协会', titleI18n: {} } as unknown as typeof settings });
    expect(document.title).toBe('Home - 某协会');
  });
});
