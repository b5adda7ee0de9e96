import { resetResubmitGuard } from '@awards/web-common/resubmitGuard';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { restoreSharedWindow } from './sharedWindow';

// findBy*/waitFor give up after this long: a bound on waiting for a state, not a wait. The
// library's 1 s is short for an antd form on the shared 2-core machine, where a screen that
// is on its way can take longer to render; a test that passes still resolves as soon as
// the state shows.
configure({ asyncUtilTimeout: 20_000 });

// Every file starts from the window as the first file of the worker found it.
restoreSharedWindow();

// jsdom has no matchMedia; antd's responsive hooks (Grid, Layout.Sider) call it on mount.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// jsdom has no ResizeObserver; antd's Tabs and overflow lists observe their size.
if (!('ResizeObserver' in window)) {
  // Configurable, so a test may still stub its own with vi.stubGlobal.
  Object.defineProperty(window, 'ResizeObserver', {
    writable: true,
    configurable: true,
    value: class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  });
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  // The client's 500 ms resubmit guard would otherwise hand one test's answer to the next.
  resetResubmitGuard();
});

// What a file may leave on the window that the next file of the worker would inherit.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});
