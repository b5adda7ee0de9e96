import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetResubmitGuard } from '../lib/resubmitGuard';

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
