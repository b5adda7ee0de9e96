import type { ProjectInfo } from '@awards/shared/home';
import { http } from '@awards/web-common/http';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../test/renderWithProviders';
import { GlobalFooter } from './GlobalFooter';

vi.mock('@awards/web-common/http', () => ({ http: { get: vi.fn(), post: vi.fn() } }));

const SETTINGS: ProjectInfo = {
  title: '行业协会奖励申报系统',
  titleI18n: {},
  description: '奖励申报平台',
  descriptionI18n: {},
  copyright: '© 2026 行业协会',
  copyrightI18n: {},
  filingPublicSecurity: null,
  filingIcp: { text: '京ICP备00000000号-1', url: 'https://beian.miit.gov.cn/' },
  timeZone: 'Asia/Shanghai',
};

describe('GlobalFooter', () => {
  it('writes nothing until the settings are read, then no separator beside a single link', async () => {
    let answer: (settings: ProjectInfo) => void = () => {};
    vi.mocked(http.get).mockReturnValue(new Promise<ProjectInfo>((resolve) => (answer = resolve)) as never);
    renderRoute(<GlobalFooter fixed={false} />);
    const footer = await screen.findByTestId('global-footer');
    // Loading: neither the default copyright nor a bare "|" (issue 14 item 9).
    expect(footer.textContent).toBe('');
    answer(SETTINGS);
    expect(await screen.findByText('© 2026 行业协会')).toBeTruthy();
    expect(screen.getByText('京ICP备00000000号-1')).toBeTruthy();
    expect(footer.textContent).not.toContain('|');
  });
});
