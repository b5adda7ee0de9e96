import { getToken, getUserInfo } from '@awards/web-common/session';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../../config/paths';
import { announceExportProgress, announceImportProgress } from '../../lib/exportProgress';
import { useLayoutSettings } from '../../lib/layoutSettings';
import { actionOf, openMessageSocket, socketUrl } from './messageSocket';
import { requestNoticeDetail } from './shellEvents';

/**
 * The message socket of spec 000 §4: opened when the header mounts, if the websocket
 * setting is on. A release shows 消息提醒 with a 查看详情 button, a revoke shows
 * 已撤销消息提醒, new counts refresh the bell.
 */
export function useMessageSocket(): void {
  const { websocket } = useLayoutSettings();
  const { notification } = App.useApp();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    const user = getUserInfo();
    const token = getToken();
    if (!websocket || !user || !token) return;
    return openMessageSocket(socketUrl(user.userId ?? user.id, token), (push) => {
      // An export's progress goes to the kit's export button and list, not to the bell.
      if (push.cmd === 'export' && push.export) return announceExportProgress(push.export);
      if (push.cmd === 'import' && push.import) return announceImportProgress(push.import);
      const action = actionOf(push);
      if (!action) return;
      void queryClient.invalidateQueries({ queryKey: ['msg', 'unread'] });
      if (action.kind === 'released') {
        const key = `push-${push.msgId ?? Date.now()}`;
        const view = () => {
          notification.destroy(key);
          // The notice's own detail when the push names it, else the message list.
          const noticeId = Number(push.msgId);
          if (Number.isInteger(noticeId) && noticeId > 0) requestNoticeDetail(noticeId);
          else void navigate(PATHS.userMessage);
        };
        notification.info({
          key,
          title: t('header.pushTitle'),
          description: action.text,
          duration: 4,
          actions: (
            <Button type="primary" size="small" onClick={view}>
              {t('header.pushView')}
            </Button>
          ),
        });
      }
      if (action.kind === 'revoked') {
        notification.warning({ title: t('header.pushRevoked'), description: action.text, duration: 4 });
      }
    });
  }, [websocket, notification, navigate, queryClient, t]);
}
