import { NOTICE_PATHS } from '@awards/shared/notices';
import { fireEvent, screen, waitFor } from '@testing-library/react';
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

const LONG = '关于2026年度奖励申报工作的通知与安排说明请查看';
const NOTICE = {
  id: 7,
  titile: LONG,
  msgAbstract: null,
  priority: 'H',
  sendTime: '2026-01-02 03:04:05',
  sender: '管理员',
  openType: null,
  openPage: null,
  busId: null,
};
const MESSAGE = {
  messageId: 2,
  msgId: 2,
  msgTitle: '系统维护',
  msgContent: '<p>今晚维护</p>',
  msgSenderType: 'SYSTEM',
  msgSender: null,
  msgFiles: [],
  msgSendTime: null,
  openType: null,
  openPage: null,
  busId: null,
};

type Route = (body: any) => Response;
function serve(routes: Record<string, Route>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const path = new URL(String(input), 'http://x').pathname;
    const route = routes[path];
    return route ? route(init?.body ? JSON.parse(String(init.body)) : {}) : envelope(404, null);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const calls = (fetchMock: ReturnType<typeof serve>, path: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input).endsWith(path));

afterEach(() => vi.unstubAllGlobals());

describe('MessageBell', () => {
  it('stops polling silently once a call fails, showing no number', async () => {
    const fetchMock = serve({ '/rest/msg/getMyNoReadMsgList': () => envelope(500, null) });
    const view = renderRoute(<MessageBell />);
    await waitFor(() => expect(calls(fetchMock, '/rest/msg/getMyNoReadMsgList')).toHaveLength(1));
    // A later refresh of the shell (as the poll would) asks nothing more of a failed call.
    const query = view.queryClient.getQueryCache().find({ queryKey: ['msg', 'unread'], exact: true });
    await waitFor(() => expect(query?.state.status).toBe('error'));
    expect(query?.options && (query.options as { refetchInterval?: unknown }).refetchInterval).toBe(false);
    expect(screen.getByTestId('message-bell').querySelector('.ant-badge-count')).toBeNull();
  });

  it('counts notices and system messages apart, cutting titles at 21 characters', async () => {
    serve({
      '/rest/msg/getMyNoReadMsgList': () => envelope(200, { msg: { num: 4, noRead: [MESSAGE] } }),
      [NOTICE_PATHS.header]: () =>
        envelope(200, { noticeTotal: 3, noticeList: [NOTICE], messageTotal: 1, messageList: [MESSAGE] }),
    });
    renderRoute(<MessageBell />);
    await waitFor(() => expect(screen.getByTestId('message-bell').textContent).toContain('4'));
    fireEvent.click(screen.getByTestId('message-bell'));
    expect(await screen.findByText('通知(3)')).toBeTruthy();
    expect(screen.getByText('系统消息(1)')).toBeTruthy();
    expect(screen.getByText(`${Array.from(LONG).slice(0, 21).join('')}…`)).toBeTruthy();
    expect(screen.queryByText(LONG)).toBeNull();
  });

  it('opens a notice in the detail dialog and marks it read, then counts again', async () => {
    let unread = 1;
    const fetchMock = serve({
      '/rest/msg/getMyNoReadMsgList': () => envelope(200, { msg: { num: unread, noRead: [] } }),
      [NOTICE_PATHS.header]: () =>
        envelope(200, {
          noticeTotal: unread,
          noticeList: unread ? [NOTICE] : [],
          messageTotal: 0,
          messageList: [],
        }),
      [NOTICE_PATHS.detail]: () =>
        envelope(200, { ...NOTICE, msgContent: '<p>正文内容</p>', msgFiles: [], sendStatus: 1 }),
      [NOTICE_PATHS.read]: () => {
        unread = 0;
        return envelope(200, null);
      },
    });
    renderRoute(<MessageBell />);
    await waitFor(() => expect(screen.getByTestId('message-bell').textContent).toContain('1'));
    fireEvent.click(screen.getByTestId('message-bell'));
    fireEvent.click(await screen.findByTestId('bell-item-notice-7'));
    expect(await screen.findByText('正文内容')).toBeTruthy();
    expect(JSON.parse(String(calls(fetchMock, NOTICE_PATHS.read)[0]?.[1]?.body))).toEqual({ noticeId: 7 });
    await waitFor(() =>
      expect(screen.getByTestId('message-bell').querySelector('.ant-badge-count')).toBeNull(),
    );
  });
});

describe('BELL_PATHS', () => {
  it('are the shared contract paths, written out to keep zod out of the shell', async () => {
    const { BELL_PATHS } = await import('@awards/web-common/bell/bellApi');
    const { USER_MESSAGE_PATHS } = await import('@awards/shared/user-messages');
    expect(BELL_PATHS).toEqual({
      header: NOTICE_PATHS.header,
      noticeRead: NOTICE_PATHS.read,
      noticeDetail: NOTICE_PATHS.detail,
      messageRead: USER_MESSAGE_PATHS.read,
    });
  });
});
