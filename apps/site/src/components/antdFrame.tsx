import { loadAntdStyles } from '@awards/web-common/antdStyles';
import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  startTransition,
  useEffect,
  useState,
} from 'react';
import { afterFirstPaint } from './afterFirstPaint';

/** antd's frame (AppFrame: its chunk, antd, TanStack Query) with antd's prebuilt stylesheet, awaited. */
export const loadAppFrame = async () => {
  const [frame] = await Promise.all([import('./AppFrame'), loadAntdStyles()]);
  return frame.AppFrame;
};

/**
 * A part of a page rendered in antd's frame, for a page whose first screen is plain (no antd):
 * the page paints at once, this part comes when the frame, the stylesheet and the part's own
 * chunk have loaded (all three at the same time, no waterfall). Render it under a Suspense, and
 * only once the page is on screen (useAfterMount): the router renders a page in a transition,
 * in which React keeps the page off screen until everything in it has loaded. `preload()` starts
 * the loads earlier (when the page's own chunk evaluates), and resolves with the framed part (the
 * site's plain bell renders it itself, no Suspense, so it never shows a fallback). `notices: false` leaves the HTTP
 * client's failure notices to another frame on the page.
 */
export function inAppFrame<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { notices = true }: { notices?: boolean } = {},
): LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<{ default: ComponentType<P> }> } {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    loading ??= Promise.all([loadAppFrame(), load()]).then(([AppFrame, Part]) => ({
      default: (props: P) => (
        <AppFrame notices={notices}>
          <Part {...props} />
        </AppFrame>
      ),
    }));
    // A failed load is tried afresh next time (the route's error page offers a retry).
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  return Object.assign(
    lazy(() => preload()),
    { preload },
  );
}

/**
 * False for the first render, true once the page has painted (afterFirstPaint): see inAppFrame.
 * Not at the commit: the passive effects of a page's first render ran before the browser painted
 * it, so the second render and the requests it makes (the editor's chunks) came before the first
 * paint, and Lighthouse's simulation put FCP and LCP after them (issue 15). The second render is
 * a transition: React renders it in slices of a few milliseconds, yielding between them, so what
 * comes after the first paint is not one long task (Lighthouse's TBT); a part that suspends keeps
 * what was shown until it has loaded.
 */
export function useAfterMount(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    let live = true;
    void afterFirstPaint().then(() => live && startTransition(() => setMounted(true)));
    return () => {
      live = false;
    };
  }, []);
  return mounted;
}
