import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHELL_FILES_META, shellFiles, usePrefetchShellWhenIdle } from './prefetchShell';

function listShellFiles(content: string) {
  const meta = document.createElement('meta');
  meta.name = SHELL_FILES_META;
  meta.content = content;
  document.head.append(meta);
}

const prefetchLinks = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => [
    link.getAttribute('href'),
    link.getAttribute('as'),
  ]);

afterEach(() => {
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('prefetching the shell from the sign-in page', () => {
  it('reads the files the build listed', () => {
    expect(shellFiles()).toEqual([]);
    listShellFiles('/assets/GlobalLayout-a1.js  /assets/GlobalLayout-b2.css');
    expect(shellFiles()).toEqual(['/assets/GlobalLayout-a1.js', '/assets/GlobalLayout-b2.css']);
  });

  it('adds one prefetch link per file once the browser is idle, and only once', () => {
    listShellFiles('/assets/GlobalLayout-a1.js /assets/GlobalLayout-b2.css');
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => {});

    const first = renderHook(() => usePrefetchShellWhenIdle());
    expect(prefetchLinks()).toEqual([]);
    for (const run of idle.splice(0)) run();
    expect(prefetchLinks()).toEqual([
      ['/assets/GlobalLayout-a1.js', 'script'],
      ['/assets/GlobalLayout-b2.css', 'style'],
    ]);

    first.unmount();
    renderHook(() => usePrefetchShellWhenIdle());
    for (const run of idle.splice(0)) run();
    expect(prefetchLinks()).toHaveLength(2);
  });

  it('prefetches nothing when the page left before the browser was idle', () => {
    listShellFiles('/assets/GlobalLayout-a1.js');
    const idle: Array<() => void> = [];
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', (handle: number) => cancelled.push(handle));
    renderHook(() => usePrefetchShellWhenIdle()).unmount();
    expect(cancelled).toHaveLength(1);
  });
});
