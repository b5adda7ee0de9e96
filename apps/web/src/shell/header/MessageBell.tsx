import { NO_COUNTS } from '@awards/web-common/bell/bellApi';
import { useHeaderNotices } from '@awards/web-common/bell/useHeaderNotices';
import { BellPopover } from '@awards/web-common/ui/bell/BellPopover';
import { lazy, Suspense, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '../../config/paths';
import { withAntdRest } from '../../lib/antdSheets';
import { NO_UNREAD, UNREAD_POLL_MS, useUnreadMessages } from '../api/unreadMessages';
import { useMedia } from '../useDevice';
import { useBellOpener } from './MessageBellOpener';
import { OPEN_NOTICE_EVENT, type OpenNoticeDetail } from './shellEvents';

// The dialog and its HTML sanitiser load on first open, never with the shell.
const NoticeDetail = lazy(() =>
  withAntdRest(import('../../components/NoticeDetail/NoticeDetail')).then((m) => ({
    default: m.NoticeDetail,
  })),
);

/** Spec 000 §9: the message-centre label shows above 1000 px. */
export const WIDE_QUERY = '(min-width: 1000.02px)';

/**
 * The header's bell (the shared BellPopover): unread notices and system messages, their
 * detail in the portal's dialog, and the message centre for all of them.
 */
export function MessageBell() {
  const navigate = useNavigate();
  const wide = useMedia(WIDE_QUERY);
  const { data = NO_UNREAD } = useUnreadMessages(true);
  const counts = useHeaderNotices(UNREAD_POLL_MS).data ?? NO_COUNTS;
  const opener = useBellOpener();
  const { openNotice } = opener;

  // A release push's 查看详情 asks for the notice it names.
  useEffect(() => {
    const listener = (event: Event) => {
      const { noticeId } = (event as CustomEvent<OpenNoticeDetail>).detail;
      void openNotice(noticeId).catch(() => undefined);
    };
    window.addEventListener(OPEN_NOTICE_EVENT, listener);
    return () => window.removeEventListener(OPEN_NOTICE_EVENT, listener);
  }, [openNotice]);

  return (
    <>
      <BellPopover
        count={data.msg.num}
        counts={counts}
        label={wide}
        onOpenNotice={(noticeId) => void opener.openNotice(noticeId).catch(() => undefined)}
        onOpenMessage={(message) => void opener.openMessage(message)}
        onViewAll={() => void navigate(PATHS.userMessage)}
      />
      {opener.record && (
        <Suspense fallback={null}>
          <NoticeDetail record={opener.record} onClose={opener.close} />
        </Suspense>
      )}
    </>
  );
}
