import { type AccessLogView, LOG_PATHS } from '@awards/shared/logs';
import { http } from '@awards/web-common/http';
import { saveButtonAuth } from '@awards/web-common/session';
import { startExport } from '@awards/web-common/transfer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/renderWithProviders';
import { AccessLogPage } from './AccessLogPage';

vi.mock('@awards/web-common/http', () => ({ http: { post: vi.fn() } }));
// The kit's export button starts the export through lib/transfer: a small one answers the file.
vi.mock('@awards/web-common/transfer', () => ({ startExport: vi.fn(async () => ({ kind: 'file' })) }));
const post = vi.mocked(http.post);

const LOG: AccessLogView = {
  logAccessId: 77,
  logChannelId: 'trace-1',
  parentLogChannelId: null,
  appId: null,
  logType: 2,
  method: 'POST',
  requestUri: '/rest/user/add',
  requestIp: '10.1.2.3',
  requestData: '{"loginName":"li","password":"******"}'.slice(0, 30),
  responseData: '{"rtnCode":"0000"}',
  responseStatus: 500,
  costTime: 1234,
  logFilePath: null,
  userAgent: 'Mozilla/5.0',
  userId: 1,
  createBy: 'admin',
  createTime: '2026-11-21T01:02:03.000Z',
};
const FULL = { ...LOG, requestData: '{"loginName":"li","password":"******","realname":"李"}' };

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(async (path: string) => {
    if (path === LOG_PATHS.accessPage)
      return { pageNum: 1, pageSize: 50, totalCount: 1, totalPage: 1, result: [LOG] };
    if (path === LOG_PATHS.accessDetail) return FULL;
    if (path === LOG_PATHS.retention) return { days: 180, source: 'default' };
    return null;
  });
});

describe('AccessLogPage', () => {
  it('lists the entries and opens the whole request data, redacted by the server', async () => {
    saveButtonAuth(['LOG_VIEW']);
    renderRoute(<AccessLogPage />);
    expect(await screen.findByText('/rest/user/add')).toBeTruthy();
    expect(screen.getByText('500')).toBeTruthy();
    // Spec 000 §9: the logs page by 50.
    expect(post).toHaveBeenCalledWith(LOG_PATHS.accessPage, expect.objectContaining({ pageSize: 50 }));
    expect(await screen.findByText(/日志保留 180 天/)).toBeTruthy();
    expect(screen.queryByTestId('access-log-export')).toBeNull();

    fireEvent.click(screen.getByTestId('action-detail'));
    const drawer = await screen.findByTestId('access-log-drawer');
    const request = await within(drawer).findByTestId('access-log-request');
    expect(request.textContent).toContain('"realname": "李"');
    expect(request.textContent).toContain('******');
    expect(post).toHaveBeenCalledWith(LOG_PATHS.accessDetail, { logAccessId: 77 });
  });

  it('exports the filtered list with LOG_EXPORT', async () => {
    saveButtonAuth(['LOG_VIEW', 'LOG_EXPORT']);
    renderRoute(<AccessLogPage />);
    fireEvent.click(await screen.findByTestId('access-log-export'));
    await waitFor(() =>
      expect(startExport).toHaveBeenCalledWith(LOG_PATHS.accessExport, expect.objectContaining({ body: {} })),
    );
  });
});
