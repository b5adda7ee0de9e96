import type { UnreadCounts } from '@awards/shared/user-messages';
import { watchHeaderNotices } from '@awards/web-common/bell/bellApi';
import { BELL_TEXT } from '@awards/web-common/bell/bellText';
import { mySocket, type PushRelay, relayPushes } from '@awards/web-common/bell/messageSocket';
import { translateShared } from '@awards/web-common/i18n';
import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inAppFrame } from '../components/antdFrame';
import { BELL_POLL_MS } from './bellPoll';
import styles from './PlainBell.module.css';
import type { SiteBellProps } from './SiteBell';

/**
 * antd's bell (Popover, Tabs, Badge, Modal, TanStack Query: ~50 files, 360 KB gzip) in a frame of
 * its own: the page's frame shows the failure notices.
 */
const AntdBell = inAppFrame(() => import('./SiteBell').then((m) => m.SiteBellInApp), { notices: false });

/** antd's BellOutlined, drawn inline. */
const BELL_PATH =
  'M816 768h-24V428c0-141.1-104.3-257.7-240-277.1V112c0-22.1-17.9-40-40-40s-40 17.9-40 40v38.9c-135.7 19.4-240 136-240 277.1v340h-24c-17.7 0-32 14.3-32 32v32c0 4.4 3.6 8 8 8h216c0 61.8 50.2 112 112 112s112-50.2 112-112h216c4.4 0 8-3.6 8-8v-32c0-17.7-14.3-32-32-32zM512 888c-26.5 0-48-21.5-48-48h96c0 26.5-21.5 48-48 48zM304 768V428c0-55.6 21.6-107.8 60.9-147.1S456.4 220 512 220c55.6 0 107.8 21.6 147.1 60.9S720 372.4 720 428v340H304z';

/** antd's bell once loaded, with what the plain one hands it. */
interface Handover {
  Bell: ComponentType<SiteBellProps>;
  open: boolean;
  focus: boolean;
}

/**
 * The signed-in area's bell without antd (the declaration page's first load carries none): the
 * bell and its unread count as antd's Badge draws it, the count read at once and every 60 s (the
 * call useHeaderNotices makes), and the user's push socket opened (AccountLayout renders it once
 * the page is idle). antd's
 * bell (SiteBell) loads on the first touch (pointer over or down, focus, a key) and takes this
 * one's place, opened if the touch was a click, the focus kept; or on the first push, which it
 * then receives (relayPushes), so its notification shows and the count is asked at once.
 */
export function PlainBell() {
  useTranslation();
  const [counts, setCounts] = useState<UnreadCounts | null>(null);
  const [antd, setAntd] = useState<Handover | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const relay = useRef<PushRelay | null>(null);
  /** The touch under way: antd's bell loading or loaded, a press not yet a click, a click. */
  const touch = useRef({
    wanted: false,
    pressing: false,
    clicked: false,
    Bell: null as Handover['Bell'] | null,
  });

  /** antd's bell in this one's place, once loaded and not in the middle of a press. */
  const handOver = useCallback(() => {
    const { Bell, pressing, clicked } = touch.current;
    if (!Bell || pressing) return;
    setAntd((shown) => shown ?? { Bell, open: clicked, focus: document.activeElement === button.current });
  }, []);

  const want = useCallback(() => {
    if (touch.current.wanted) return;
    touch.current.wanted = true;
    AntdBell.preload().then(
      ({ default: Bell }) => {
        touch.current.Bell = Bell;
        handOver();
      },
      // Not loaded (the network): the next touch or push tries again.
      () => {
        touch.current.wanted = false;
      },
    );
  }, [handOver]);

  /** The user's socket, opened once: its pushes kept for antd's bell, the first one loading it. */
  const socket = useCallback(() => {
    relay.current ??= relayPushes(mySocket, want);
    return relay.current;
  }, [want]);
  useEffect(
    () => () => {
      relay.current?.close();
      relay.current = null;
    },
    [],
  );

  // The socket, and the counts until antd's bell asks for them itself.
  const replaced = antd !== null;
  useEffect(() => {
    socket();
    if (replaced) return;
    return watchHeaderNotices(BELL_POLL_MS, setCounts);
  }, [replaced, socket]);

  if (antd) {
    return (
      <antd.Bell
        initialCounts={counts ?? undefined}
        open={antd.open}
        focus={antd.focus}
        source={socket().listen}
      />
    );
  }

  const count = counts ? counts.noticeTotal + counts.messageTotal : 0;
  const shown = count > 99 ? '99+' : String(count);
  const centre = translateShared(BELL_TEXT.messageCentre);
  return (
    <button
      ref={button}
      type="button"
      className={styles.bell}
      data-testid="message-bell"
      // The name holds the count the badge shows, as antd's bell does.
      aria-label={count > 0 ? `${centre} ${shown}` : centre}
      onPointerEnter={want}
      onFocus={want}
      onKeyDown={want}
      onPointerDown={() => {
        touch.current.pressing = true;
        want();
        // A press that ends without a click (the pointer left the bell): hand over after it.
        window.addEventListener(
          'pointerup',
          () =>
            setTimeout(() => {
              touch.current.pressing = false;
              handOver();
            }),
          { once: true },
        );
      }}
      onClick={() => {
        touch.current.clicked = true;
        touch.current.pressing = false;
        want();
        handOver();
      }}
    >
      <span className={styles.badge} data-testid="message-count">
        <svg className={styles.icon} viewBox="64 64 896 896" focusable="false" aria-hidden="true">
          <path d={BELL_PATH} />
        </svg>
        {count > 0 && (
          <sup className={styles.count} data-words={shown.length > 1 || undefined}>
            {shown}
          </sup>
        )}
      </span>
    </button>
  );
}
