import '../config/scope';
import { resetResubmitGuard } from '@awards/web-common/resubmitGuard';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

configure({ asyncUtilTimeout: 20_000 });

// jsdom has no matchMedia; antd's responsive hooks call it on mount.
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

if (!('ResizeObserver' in window)) {
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
  resetResubmitGuard();
});

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
