import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeMessageSocket as FakeSocket } from './fakeMessageSocket';
import {
  actionOf,
  openMessageSocket,
  RECONNECT_DELAY_MS,
  relayPushes,
  type SocketPush,
  socketUrl,
} from './messageSocket';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  FakeSocket.opened = [];
});

describe('the message socket', () => {
  it('reads a push: release, revoke, or new counts', () => {
    expect(actionOf({ cmd: 'user', dataType: 'release', msgTxt: '新通知' })).toEqual({
      kind: 'released',
      text: '新通知',
    });
    expect(actionOf({ cmd: 'topic', dataType: 'revoke', msgTxt: 'x' })).toEqual({
      kind: 'revoked',
      text: 'x',
    });
    expect(actionOf({ cmd: 'num', noticeList: [1, [], 0, []] })).toEqual({ kind: 'counts' });
    expect(actionOf({ cmd: 'user' })).toBeNull();
  });

  it('connects to {base}/websocket/{userId} with the token', () => {
    expect(socketUrl(7, 'a b')).toBe(`ws://${window.location.host}/websocket/7?token=a+b`);
  });

  it('reconnects once, 5000 ms after a close, and never after being stopped', () => {
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeSocket);
    const pushes: unknown[] = [];
    const stop = openMessageSocket('ws://x/websocket/1', (p) => pushes.push(p));
    FakeSocket.opened[0]?.onmessage?.({ data: '{"cmd":"num"}' });
    FakeSocket.opened[0]?.onmessage?.({ data: 'not json' });
    expect(pushes).toEqual([{ cmd: 'num' }]);
    FakeSocket.opened[0]?.onclose?.();
    FakeSocket.opened[0]?.onclose?.();
    vi.advanceTimersByTime(RECONNECT_DELAY_MS - 1);
    expect(FakeSocket.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.opened).toHaveLength(2);
    FakeSocket.opened[1]?.onclose?.();
    vi.advanceTimersByTime(RECONNECT_DELAY_MS * 2);
    expect(FakeSocket.opened).toHaveLength(2);
    stop();
    expect(FakeSocket.opened[1]?.closed).toBe(true);
  });

  it('relays: keeps the pushes that come before anyone listens, in order, then hands each new one over', () => {
    let send: (push: SocketPush) => void = () => undefined;
    const close = vi.fn();
    const kept: SocketPush[] = [];
    const relay = relayPushes(
      (onPush) => {
        send = onPush;
        return close;
      },
      (push) => kept.push(push),
    );
    send({ cmd: 'num' });
    send({ cmd: 'user', dataType: 'release', msgTxt: 'a' });
    expect(kept).toHaveLength(2);
    const heard: SocketPush[] = [];
    const stop = relay.listen((push) => heard.push(push));
    expect(heard).toEqual(kept);
    send({ cmd: 'topic', dataType: 'revoke' });
    expect(heard).toHaveLength(3);
    expect(kept).toHaveLength(2);
    // Nobody listening again: kept for the next listener, and only for it.
    stop();
    send({ cmd: 'num' });
    expect(heard).toHaveLength(3);
    const next: SocketPush[] = [];
    relay.listen((push) => next.push(push));
    expect(next).toEqual([{ cmd: 'num' }]);
    relay.close();
    expect(close).toHaveBeenCalledOnce();
  });
});
