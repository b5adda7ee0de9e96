import type { ProjectInfo } from '@awards/shared/home';
import { http } from '@awards/web-common/http';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../i18n';
import { renderRoute } from '../test/renderWithProviders';
import { UserLayout } from './UserLayout';

vi.mock('@awards/web-common/http', () => ({ http: { get: vi.fn(), post: vi.fn() } }));

const SETTINGS: ProjectInfo = {
  title: '行业协会奖励申报系统',
  titleI18n: { zh_TW: '行業協會獎勵申報系統', en_GB: 'Awards Declaration System' },
  description: '奖励申报平台',
  descriptionI18n: { zh_TW: '獎勵申報平台' },
  copyright: '© 2026 行业协会',
  copyrightI18n: { en_GB: '© 2026 The Association' },
  filingPublicSecurity: null,
  filingIcp: { text: '京ICP备00000000号-1', url: 'https://beian.miit.gov.cn/' },
  timeZone: 'Asia/Shanghai',
};
vi.mocked(http.get).mockResolvedValue(SETTINGS);

describe('the sign-in frame', () => {
  it('shows the project’s texts in the interface language, each in zh_CN where none is entered', async () => {
    const view = renderRoute(<UserLayout />);
    expect(await screen.findByText('行业协会奖励申报系统')).toBeTruthy();
    expect(screen.getByText('奖励申报平台')).toBeTruthy();
    expect(document.title).toBe('登录 - 行业协会奖励申报系统');
    view.unmount();

    await changeLocale('en_GB');
    try {
      renderRoute(<UserLayout />);
      // The settings' own text first: before they arrive the heading shows the portal's default
      // English name, which is this project's English title too (CI: the heading was found, the
      // copyright not yet).
      expect(await screen.findByText('© 2026 The Association')).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Awards Declaration System' })).toBeTruthy();
      // No English description: the zh_CN one.
      expect(screen.getByText('奖励申报平台')).toBeTruthy();
      expect(screen.getByText('京ICP备00000000号-1')).toBeTruthy();
      expect(document.title).toBe('Sign in - Awards Declaration System');
    } finally {
      await changeLocale('zh_CN');
    }
  });
});
