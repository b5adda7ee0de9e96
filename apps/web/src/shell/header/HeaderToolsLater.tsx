import { BELL_TEXT } from '@awards/web-common/bell/bellText';
import { translateShared } from '@awards/web-common/i18n';
import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../shell.module.css';
import { useMedia } from '../useDevice';
import { MessageBell, WIDE_QUERY } from './MessageBell';
import { MyExportsButton } from './MyExportsButton';
import { ProductsButton } from './ProductsButton';

/** True once the browser has painted the frame the component mounted in (a frame, then a task). */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

/**
 * The header's 产品与服务, 我的导出 and message bell, rendered once the shell's first frame is on
 * screen, in a transition (issue 18): their antd buttons, popover, badge and the bell's two calls
 * were part of the one long commit before the home page's first paint. Until then blank boxes of
 * their size keep their room, so nothing beside them moves when they come (Lighthouse and
 * bench/home-layout-shift.mjs count no shift): two 32 px icon buttons, and the bell's button
 * (15 px padding and a 1 px border each side, the 16 px bell, 消息中心 8 + 6 px beside it above 1000 px in
 * the language shown).
 */
export function HeaderToolsLater() {
  useTranslation();
  const painted = useAfterFirstPaint();
  const wide = useMedia(WIDE_QUERY);
  if (painted)
    return (
      <>
        <ProductsButton />
        <MyExportsButton />
        <MessageBell />
      </>
    );
  return (
    <>
      <span className={styles.iconButtonRoom} aria-hidden />
      <span className={styles.iconButtonRoom} aria-hidden />
      <span className={styles.bellRoom} aria-hidden data-testid="message-bell-room">
        <span className={styles.bellIconRoom} />
        {wide && <span style={{ marginLeft: 6 }}>{translateShared(BELL_TEXT.messageCentre)}</span>}
      </span>
    </>
  );
}
