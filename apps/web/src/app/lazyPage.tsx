import type { MenuNode } from '@awards/shared/home';
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, type LazyExoticComponent, lazy, useState } from 'react';
import { loadAntdRest } from '../lib/antdSheets';
import { withChunkTimeout } from '../lib/chunkLoad';

/** What a menu page receives: its own menu node (title, button codes, url). */
export interface PageProps {
  menu?: MenuNode;
}

export type PageComponent = ComponentType<PageProps> & {
  /**
   * Loads the page's chunk and runs its module ahead of its first render (the menu routes'
   * loader, MenuRoutes.tsx): that render then needs no Suspense round (fallback, then the page).
   * Never rejects: a failure is left to the render, which shows it. With a query client, the
   * page's own calls (lazyPage's `calls`) start as soon as its module is there, beside the
   * shell's first render instead of after it.
   */
  preload?: (queryClient?: QueryClient) => Promise<void>;
};

/** A page module's export that starts its calls (prefetches its queries) in a query client. */
export type StartCalls = (queryClient: QueryClient) => void;

// Pages whose chunk failed: React.lazy remembers a failure for good, so a retry needs a new lazy.
const failed = new Set<() => void>();

/**
 * A page in its own chunk, loaded on first visit, failing with a ChunkLoadError after
 * 120 s or a network error (spec 000 §8), and loadable again after resetFailedPages().
 * With it the rest of antd's stylesheet (antdChunk.ts), unless `antdFirstSheet`: the page
 * renders only components of the stylesheet's first part (the home page, vite.plugins.ts
 * ANTD_FIRST_SHEET), which the shell has loaded. `calls` names the module's export that starts
 * the page's calls in a query client: preload runs it (the page the shell opens with, issue 18:
 * the home page's calls left after the shell's first render, and Lighthouse counted their
 * round trips into its LCP).
 */
export function lazyPage<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  {
    antdFirstSheet = false,
    calls,
  }: {
    antdFirstSheet?: boolean;
    calls?: { [C in keyof M]: M[C] extends StartCalls ? C : never }[keyof M];
  } = {},
): PageComponent {
  let startCalls: StartCalls | undefined;
  const loader = withChunkTimeout(async () => {
    const [module] = await Promise.all([load(), antdFirstSheet ? undefined : loadAntdRest()]);
    if (calls) startCalls = module[calls] as StartCalls;
    return { default: module[name] as PageComponent };
  });
  let Lazy: LazyExoticComponent<PageComponent>;
  // The module once preload() has run it: rendered directly, without suspending.
  let Loaded: PageComponent | undefined;
  const reset = () => {
    Lazy = lazy(() =>
      loader().catch((error: unknown) => {
        failed.add(reset);
        throw error;
      }),
    );
  };
  reset();
  const Page = (props: PageProps) => {
    // Chosen once per mounted page: a preload finishing later must not swap the component
    // (and lose the page's state).
    const [Component] = useState(() => Loaded ?? Lazy);
    return <Component {...props} />;
  };
  Page.displayName = `Lazy(${String(name)})`;
  Page.preload = (queryClient?: QueryClient) =>
    loader().then(
      (module) => {
        Loaded = module.default;
        if (queryClient) startCalls?.(queryClient);
      },
      () => undefined,
    );
  return Page;
}

/** Called by the error boundary's retry: the pages that failed load afresh on next render. */
export function resetFailedPages(): void {
  for (const reset of failed) reset();
  failed.clear();
}
