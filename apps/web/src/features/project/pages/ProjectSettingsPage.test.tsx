import { messageCall, renderMessage } from '@awards/shared/i18n';
import { PROJECT_MESSAGES, type ProjectSettingsView } from '@awards/shared/project';
import { ApiError } from '@awards/web-common/apiError';
import { displayZone, setDisplayZone } from '@awards/web-common/clock';
import { http } from '@awards/web-common/http';
import { getProjectSettings } from '@awards/web-common/projectSettings';
import { saveButtonAuth } from '@awards/web-common/session';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../i18n';
import { renderRoute } from '../../../test/renderWithProviders';
import { ProjectSettingsPage } from './ProjectSettingsPage';

// The boundary: every call of the page goes through http, answered here by path.
vi.mock('@awards/web-common/http', () => ({ http: { post: vi.fn(), get: vi.fn() } }));
const post = vi.mocked(http.post);

const SETTINGS: ProjectSettingsView = {
  title: '行业协会奖励申报系统',
  titleI18n: { zh_TW: '行業協會獎勵申報系統', en_GB: 'Awards Declaration System' },
  description: '奖励申报平台',
  descriptionI18n: {},
  copyright: '© 2026 行业协会',
  copyrightI18n: { en_GB: '© 2026 The Association' },
  filingPublicSecurity: null,
  filingIcp: { text: '京ICP备00000000号-1', url: 'https://beian.miit.gov.cn/' },
  timeZone: 'Asia/Shanghai',
  updateBy: 'system',
  updateTime: '2026-01-01T00:00:00Z',
};

const zh = (ref: string) => renderMessage(ref, 'zh_CN');
const inputOf = (form: HTMLElement, label: string) => within(form).getByLabelText(label) as HTMLInputElement;

beforeEach(() => {
  setDisplayZone('Asia/Shanghai');
  post.mockReset();
  post.mockImplementation(async (path: string, body?: unknown) => {
    if (path === '/rest/project/detail') return SETTINGS;
    if (path === '/rest/project/update')
      return { ...(body as object), updateBy: 'admin', updateTime: '2026-02-01T00:00:00Z' };
    return null;
  });
});

describe('ProjectSettingsPage', () => {
  it('saves the texts with their versions and a new zone, which the portal takes at once', async () => {
    saveButtonAuth(['PROJECT_VIEW', 'PROJECT_EDIT']);
    renderRoute(<ProjectSettingsPage />);
    const form = await screen.findByTestId('project-form');
    expect(inputOf(form, '系统名称').value).toBe('行业协会奖励申报系统');
    expect(inputOf(form, '系统名称（English）').value).toBe('Awards Declaration System');
    // The watched zone shows once the form has rendered its values.
    expect((await within(form).findByTestId('zone-now')).textContent).toMatch(
      /^该时区现在是 \d{4}-\d{2}-\d{2} /,
    );

    fireEvent.change(inputOf(form, '版权信息（繁体中文）'), { target: { value: '© 2026 行業協會' } });
    fireEvent.change(inputOf(form, 'ICP备案号'), { target: { value: '' } });
    fireEvent.change(inputOf(form, 'ICP备案链接'), { target: { value: '' } });
    fireEvent.mouseDown(within(form).getByRole('combobox'));
    // Its offset today: +00:00 in winter, +01:00 in summer.
    fireEvent.click(await screen.findByTitle(/^Europe\/London \(UTC\+0[01]:00\)$/));
    fireEvent.click(screen.getByTestId('project-save'));

    expect(await screen.findByText('保存成功!')).toBeTruthy();
    expect(post).toHaveBeenCalledWith(
      '/rest/project/update',
      {
        title: '行业协会奖励申报系统',
        titleI18n: { zh_TW: '行業協會獎勵申報系統', en_GB: 'Awards Declaration System' },
        description: '奖励申报平台',
        descriptionI18n: { zh_TW: '', en_GB: '' },
        copyright: '© 2026 行业协会',
        copyrightI18n: { zh_TW: '© 2026 行業協會', en_GB: '© 2026 The Association' },
        // The settings read carried none: the form sends them empty.
        contact: '',
        contactI18n: { zh_TW: '', en_GB: '' },
        filingPublicSecurity: null,
        // Number and link both emptied: no such record.
        filingIcp: null,
        timeZone: 'Europe/London',
      },
      { silent: true },
    );
    expect(displayZone()).toBe('Europe/London');
    // The sign-in page and the footer read the saved settings from now on.
    expect((await getProjectSettings()).copyrightI18n.zh_TW).toBe('© 2026 行業協會');
    expect(await screen.findByTestId('project-updated')).toBeTruthy();
  });

  it('asks for a filing link once its number is given, and shows the server’s refusal on its field', async () => {
    saveButtonAuth(['PROJECT_VIEW', 'PROJECT_EDIT']);
    renderRoute(<ProjectSettingsPage />);
    const form = await screen.findByTestId('project-form');
    fireEvent.change(inputOf(form, '公安备案号'), { target: { value: '京公网安备 1号' } });
    fireEvent.click(screen.getByTestId('project-save'));
    expect(await screen.findByText('备案链接须以http://或https://开头')).toBeTruthy();
    expect(post).not.toHaveBeenCalledWith('/rest/project/update', expect.anything(), expect.anything());

    fireEvent.change(inputOf(form, '公安备案号'), { target: { value: '' } });
    post.mockImplementation(async (path: string) => {
      if (path === '/rest/project/detail') return SETTINGS;
      throw new ApiError({
        status: 400,
        rtnCode: '400',
        message: '请求参数不正确',
        dataSet: {
          fieldErrors: { timeZone: zh(PROJECT_MESSAGES.timeZoneUnknown) },
          fieldKeys: { timeZone: messageCall(PROJECT_MESSAGES.timeZoneUnknown) },
        },
      });
    });
    fireEvent.click(screen.getByTestId('project-save'));
    expect(await screen.findByText('时区不正确，请选择IANA时区（如Asia/Shanghai）')).toBeTruthy();
    expect(displayZone()).toBe('Asia/Shanghai');
  });

  it('shows the settings read-only without PROJECT_EDIT, in the interface language', async () => {
    await changeLocale('en_GB');
    try {
      saveButtonAuth(['PROJECT_VIEW']);
      renderRoute(<ProjectSettingsPage />);
      const form = await screen.findByTestId('project-form');
      expect(screen.getByText('You may not change the project settings')).toBeTruthy();
      expect(inputOf(form, 'System name').disabled).toBe(true);
      expect(screen.queryByTestId('project-save')).toBeNull();
      expect(screen.getByTestId('project-updated').textContent).toBe(
        'Last saved by system, 2026-01-01 08:00:00',
      );
    } finally {
      await changeLocale('zh_CN');
    }
  });
});
