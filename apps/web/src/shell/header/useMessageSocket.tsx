import { useMessagePush } from '@awards/web-common/ui/bell/useMessagePush';
import { useNavigate } from 'react-router';
import { PATHS } from '../../config/paths';
import { announceExportProgress, announceImportProgress } from '../../lib/exportProgress';
import { useLayoutSettings } from '../../lib/layoutSettings';
import { requestNoticeDetail } from './shellEvents';

/**
 * The message socket of spec 000 §4 (the shared useMessagePush): opened when the header
 * mounts, if the websocket setting is on. Beside the bell's pushes, an export's or import's
 * progress goes to the kit's export button and list; 查看详情 opens the notice the push
 * names, else the message list.
 */
export function useMessageSocket(): void {
  const { websocket } = useLayoutSettings();
  const navigate = useNavigate();
  useMessagePush({
    enabled: websocket,
    take: (push) => {
      if (push.cmd === 'export' && push.export) announceExportProgress(push.export);
      else if (push.cmd === 'import' && push.import) announceImportProgress(push.import);
      else return false;
      return true;
    },
    view: (push) => {
      const noticeId = Number(push.msgId);
      if (Number.isInteger(noticeId) && noticeId > 0) requestNoticeDetail(noticeId);
      else void navigate(PATHS.userMessage);
    },
  });
}
