import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
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
});
