import { SMS_PATHS, type SmsView } from '@awards/shared/sms';
import { http } from '@awards/web-common/http';
import { saveButtonAuth } from '@awards/web-common/session';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../i18n';
import { renderRoute } from '../../../test/renderWithProviders';
import { SmsLogPage } from './SmsLogPage';

vi.mock('@awards/web-common/http', () => ({ http: { post: vi.fn() } }));
const post = vi.mocked(http.post);

const SMS: SmsView = {
  smsId: 5,
  recipient: '13800000000',
  receiverUserId: null,
  content: '您的验证码是123456',
  templateCode: null,
  bizType: 'sign-in-code',
  bizType_dictText: '登录验证码',
  sendStatus: 2,
  sendStatus_dictText: '发送失败',
  errorMsg: 'provider down',
  provider: 'dev',
  sendTime: null,
  createTime: '2026-01-01 00:00:00',
};

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(async (path: string) =>
    path === SMS_PATHS.page ? { pageNum: 1, pageSize: 10, totalCount: 1, totalPage: 1, result: [SMS] } : null,
  );
});

describe('SmsLogPage', () => {
  it('shows the failure and its reason; delete only with SMS_DEL', async () => {
    saveButtonAuth(['SMS_VIEW']);
    const view = renderRoute(<SmsLogPage />);
    expect(await screen.findByText('provider down')).toBeTruthy();
    expect(screen.getByText('发送失败')).toBeTruthy();
    // The business type by its label, not its code.
    expect(screen.getByText('登录验证码')).toBeTruthy();
    expect(screen.queryByText('sign-in-code')).toBeNull();
    expect(screen.queryByTestId('action-delete')).toBeNull();
    view.unmount();

    saveButtonAuth(['SMS_VIEW', 'SMS_DEL']);
    renderRoute(<SmsLogPage />);
    fireEvent.click(await screen.findByTestId('action-delete'));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith(SMS_PATHS.delete, { smsId: 5 }, { silent: true }));
  });

  it('names the business type in the language of the moment', async () => {
    await changeLocale('en_GB');
    try {
      saveButtonAuth(['SMS_VIEW']);
      renderRoute(<SmsLogPage />);
      expect(await screen.findByText('Sign-in code')).toBeTruthy();
      expect(screen.getByText('Failed')).toBeTruthy();
    } finally {
      await changeLocale('zh_CN');
    }
  });
});
