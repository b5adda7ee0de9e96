import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/renderWithProviders';
import { MessageBell } from './MessageBell';

const envelope = (status: number, dataSet: unknown) =>
  new Response(
    JSON.stringify({ rtnCode: status === 200 ? '0000' : String(status), rtnMessage: '', dataSet }),
    {
      status,
    },
  );

afterEach(() => vi.unstubAllGlobals());

describe('MessageBell', () => {
  it('shows no number while the unread call does not exist (404), and stops asking', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => envelope(404, null));
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<MessageBell />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/rest/msg/getMyNoReadMsgList');
    expect(screen.getByTestId('message-bell').querySelector('.ant-badge-count')).toBeNull();
  });

  it("shows the server's count, and notices and system messages apart", async () => {
    const noRead = [
      {
        messageId: 1,
        msgId: 1,
        msgTitle: '关于2026年度奖励申报工作的通知与安排说明请查看',
        msgSenderType: 'USER',
        msgSendTime: '2026-01-02 03:04:05',
      },
      { messageId: 2, msgId: 2, msgTitle: '系统维护', msgSenderType: 'SYSTEM', msgSendTime: null },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(200, { msg: { num: 2, noRead } })),
    );
    renderRoute(<MessageBell />);
    await waitFor(() => expect(screen.getByTestId('message-bell').textContent).toContain('2'));
    screen.getByTestId('message-bell').click();
    expect(await screen.findByText('通知(1)')).toBeTruthy();
    expect(screen.getByText('系统消息(1)')).toBeTruthy();
    // Titles are cut at 21 characters.
    expect(screen.getByText('关于2026年度奖励申报工作的通知与安排说…')).toBeTruthy();
  });
});
