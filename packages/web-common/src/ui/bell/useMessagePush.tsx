import { useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useEffect, useRef } from 'react';
import { BELL_TEXT } from '../../bell/bellText';
import { actionOf, mySocket, type PushSource, type SocketPush } from '../../bell/messageSocket';
import { translateShared } from '../../i18n';

/** What a front end does with the pushes beside the bell's own handling. */
export interface MessagePushOptions {
  /** Open the socket at all (the portal's websocket setting; a signed-in user). */
  enabled: boolean;
  /** A push the front end takes itself (the portal's export progress): true when taken. */
  take?: (push: SocketPush) => boolean;
  /** 查看详情 on a release notification: show what the push names. */
  view: (push: SocketPush) => void;
  /**
   * Where the pushes come from: by default the user's socket, opened here; the site's plain
   * bell passes the socket it opened before this bell loaded (relayPushes: its kept pushes first).
   */
  source?: PushSource;
}

/**
 * The message socket of spec 000 §4 for the signed-in user: new counts and every release or
 * revoke refresh the bell's queries (under ['msg', 'unread']); a release shows 消息提醒 with
 * 查看详情, a revoke 已撤销消息提醒. Closed when the component leaves or `enabled` turns off.
 */
export function useMessagePush({ enabled, take, view, source = mySocket }: MessagePushOptions): void {
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  // The latest handlers, without reopening the socket when they change.
  const handlers = useRef({ take, view });
  handlers.current = { take, view };

  useEffect(() => {
    if (!enabled) return;
    return source((push) => {
      if (handlers.current.take?.(push)) return;
      const action = actionOf(push);
      if (!action) return;
      void queryClient.invalidateQueries({ queryKey: ['msg', 'unread'] });
      if (action.kind === 'released') {
        const key = `push-${push.msgId ?? Date.now()}`;
        const onView = () => {
          notification.destroy(key);
          handlers.current.view(push);
        };
        notification.info({
          key,
          title: translateShared(BELL_TEXT.pushTitle),
          description: action.text,
          duration: 4,
          actions: (
            <Button type="primary" size="small" onClick={onView}>
              {translateShared(BELL_TEXT.pushView)}
            </Button>
          ),
        });
      }
      if (action.kind === 'revoked') {
        notification.warning({
          title: translateShared(BELL_TEXT.pushRevoked),
          description: action.text,
          duration: 4,
        });
      }
    });
  }, [enabled, notification, queryClient, source]);
}
