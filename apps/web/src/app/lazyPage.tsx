import type { MenuNode } from '@awards/shared/home';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { withChunkTimeout } from '../lib/chunkLoad';

/** What a menu page receives: its own menu node (title, button codes, url). */
export interface PageProps {
  menu?: MenuNode;
}

export type PageComponent = ComponentType<PageProps>;

// Pages whose chunk failed: React.lazy remembers a failure for good, so a retry needs a new lazy.
const failed = new Set<() => void>();

/**
 * A page in its own chunk, loaded on first visit, failing with a ChunkLoadError after
 * 120 s or a network error (spec 000 §8), and loadable again after resetFailedPages().
 */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K): PageComponent {
  const loader = withChunkTimeout(async () => ({ default: (await load())[name] as PageComponent }));
  let Lazy: LazyExoticComponent<PageComponent>;
  const reset = () => {
    Lazy = lazy(() =>
      loader().catch((error: unknown) => {
        failed.add(reset);
        throw error;
      }),
    );
  };
  reset();
  const Page = (props: PageProps) => <Lazy {...props} />;
  Page.displayName = `Lazy(${String(name)})`;
  return Page;
}

/** Called by the error boundary's retry: the pages that failed load afresh on next render. */
export function resetFailedPages(): void {
  for (const reset of failed) reset();
  failed.clear();
}
