import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazyPage';

const module = { ThePage: () => <p data-testid="the-page">page</p> };

describe('lazyPage preload (issue 18)', () => {
  it('a page whose module was preloaded renders at once, without its fallback', async () => {
    const Page = lazyPage(async () => module, 'ThePage');
    await Page.preload?.();
    render(
      <Suspense fallback={<p data-testid="fallback" />}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByTestId('the-page')).toBeTruthy();
    expect(screen.queryByTestId('fallback')).toBeNull();
  });

  it('without a preload it suspends first; a failed preload is left to the render', async () => {
    const Page = lazyPage(async () => module, 'ThePage');
    render(
      <Suspense fallback={<p data-testid="fallback" />}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByTestId('fallback')).toBeTruthy();
    expect(await screen.findByTestId('the-page')).toBeTruthy();
    const Broken = lazyPage<{ ThePage: () => null }, 'ThePage'>(
      () => Promise.reject(new Error('offline')),
      'ThePage',
    );
    await expect(Broken.preload?.()).resolves.toBeUndefined();
  });

  it("preloaded with a query client, starts the page's calls (`calls`); without one, not", async () => {
    const startCalls = vi.fn();
    const Page = lazyPage(async () => ({ ...module, startCalls }), 'ThePage', { calls: 'startCalls' });
    await Page.preload?.();
    expect(startCalls).not.toHaveBeenCalled();
    const queryClient = new QueryClient();
    await Page.preload?.(queryClient);
    expect(startCalls).toHaveBeenCalledWith(queryClient);
  });
});
