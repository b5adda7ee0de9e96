import { LOG_PATHS, type LoginLogView } from '@awards/shared/logs';
import { http } from '@awards/web-common/http';
import { saveButtonAuth } from '@awards/web-common/session';
import { startExport } from '@awards/web-common/transfer';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../i18n';
import { renderRoute } from '../../../test/renderWithProviders';
import { LoginLogPage } from './LoginLogPage';

vi.mock('@awards/web-common/http', () => ({ http: { post: vi.fn() } }));
// The kit's export button starts the export through lib/transfer: a small one answers the file.
vi.mock('@awards/web-common/transfer', () => ({ startExport: vi.fn(async () => ({ kind: 'file' })) }));
const post = vi.mocked(http.post);

const LOG: LoginLogView = {
  logLoginId: 5,
  loginName: 'zhang',
  userId: 8,
  ip: '10.9.9.9',
  userAgent: 'Mozilla/5.0',
  outcome: 'locked',
  reason: 'account locked',
  loginType: 'password',
  createTime: '2026-11-21T01:02:03.000Z',
};

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(async () => ({
    pageNum: 1,
    pageSize: 10,
    totalCount: 1,
    totalPage: 1,
    result: [LOG],
  }));
});

describe('LoginLogPage', () => {
  it('shows each attempt with its outcome and reason; exports only with LOGINLOG_EXPORT', async () => {
    saveButtonAuth(['LOGINLOG_VIEW']);
    const view = renderRoute(<LoginLogPage />);
    expect(await screen.findByText('zhang')).toBeTruthy();
    expect(screen.getByText('已锁定')).toBeTruthy();
    // The reason and the method are stored as codes and shown as their labels.
    expect(screen.getByText('账号已锁定')).toBeTruthy();
    expect(screen.getByText('账号密码')).toBeTruthy();
    expect(screen.queryByText('account locked')).toBeNull();
    expect(screen.queryByText('password')).toBeNull();
    expect(screen.queryByTestId('login-log-export')).toBeNull();
    view.unmount();

    saveButtonAuth(['LOGINLOG_VIEW', 'LOGINLOG_EXPORT']);
    renderRoute(<LoginLogPage />);
    fireEvent.click(await screen.findByTestId('login-log-export'));
    await waitFor(() =>
      expect(startExport).toHaveBeenCalledWith(LOG_PATHS.loginExport, expect.objectContaining({ body: {} })),
    );
  });

  it('shows the labels in the language of the moment', async () => {
    await changeLocale('en_GB');
    try {
      saveButtonAuth(['LOGINLOG_VIEW']);
      renderRoute(<LoginLogPage />);
      expect(await screen.findByText('Account locked')).toBeTruthy();
      expect(screen.getByText('Password')).toBeTruthy();
    } finally {
      await changeLocale('zh_CN');
    }
  });
});
