import type { UserInfo } from '@awards/shared/auth';
import { FakeMessageSocket as FakeSocket } from '@awards/web-common/bell/fakeMessageSocket';
import { saveToken, saveUserInfo } from '@awards/web-common/session';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../i18n';
import { PlainBell } from './PlainBell';

// The signed-in area's bell: plain (no antd) until touched or pushed to; then antd's bell (the
// real one, in its frame) takes its place, opened on a click, with the pushes the plain socket
// kept. The server side is faked: the header notice call and the message socket.

/** The server pushes through the visit's one socket. */
const push = (data: unknown) => act(() => FakeSocket.opened[0]?.onmessage?.({ data: JSON.stringify(data) }));

/** The unread counts the server answers (getHeaderNotices): `unread` notices. */
let unread = 3;
const headerCalls = () =>
  fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/rest/noticeService/getHeaderNotice'))
    .length;
const fetchMock = vi.fn<typeof fetch>(async () => {
  const noticeList = Array.from({ length: unread }, (_, i) => ({
    id: i + 1,
    titile: `通知${i + 1}`,
    sendTime: '2026-11-29 10:00:00',
  }));
  const dataSet = { noticeTotal: unread, noticeList, messageTotal: 0, messageList: [] };
  return new Response(JSON.stringify({ rtnCode: '0000', rtnMessage: '', dataSet }), { status: 200 });
});

const bell = () => screen.getByTestId('message-bell');
const isAntd = () => bell().classList.contains('ant-btn');

beforeAll(() => changeLocale('zh_CN'));
beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('fetch', fetchMock);
  unread = 3;
  saveToken('token-1');
  saveUserInfo({ userId: 5, id: 5, username: 'declarer', realname: '申报单位' } as UserInfo);
  render(
    <MemoryRouter>
      <PlainBell />
    </MemoryRouter>,
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
  FakeSocket.opened = [];
});

describe("the signed-in area's bell", () => {
  it('shows the unread count from one call, and opens the socket, without antd', async () => {
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('消息中心 3'));
    expect(bell().textContent).toBe('3');
    expect(headerCalls()).toBe(1);
    expect(FakeSocket.opened.map((s) => s.url)).toEqual([
      `ws://${window.location.host}/websocket/5?token=token-1`,
    ]);
    expect(isAntd()).toBe(false);
  });

  it("loads antd's bell on the first press and opens it when the press is a click", async () => {
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('消息中心 3'));
    fireEvent.pointerDown(bell());
    fireEvent.click(bell());
    await waitFor(() => expect(isAntd()).toBe(true));
    await screen.findByTestId('message-popover');
    expect(screen.getByText('通知2')).toBeTruthy();
    // The count it was handed shows at once; it asks again itself, on the same socket.
    expect(bell().getAttribute('aria-label')).toBe('消息中心 3');
    await waitFor(() => expect(headerCalls()).toBe(2));
    expect(FakeSocket.opened).toHaveLength(1);
  });

  it('keeps the focus on the bell when a focus loads it, without opening it', async () => {
    act(() => bell().focus());
    await waitFor(() => expect(isAntd()).toBe(true));
    await waitFor(() => expect(document.activeElement).toBe(bell()));
    expect(screen.queryByTestId('message-popover')).toBeNull();
  });

  it("hands its first push to antd's bell: the notification shows and the count is asked again", async () => {
    await waitFor(() => expect(FakeSocket.opened).toHaveLength(1));
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('消息中心 3'));
    unread = 4;
    push({ cmd: 'user', dataType: 'release', msgTxt: '关于申报的新通知', msgId: 9 });
    await waitFor(() => expect(isAntd()).toBe(true));
    await screen.findByText('关于申报的新通知');
    expect(screen.getByText('消息提醒')).toBeTruthy();
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('消息中心 4'));
    // Later pushes reach it on the same socket.
    push({ cmd: 'topic', dataType: 'revoke', msgTxt: '已撤回的通知' });
    await screen.findByText('已撤回的通知');
    expect(FakeSocket.opened).toHaveLength(1);
    expect(FakeSocket.opened[0]?.closed).toBe(false);
  });
});
