import { SESSION_TTL_MS, STORAGE_KEYS, setItem } from '@awards/web-common/storage';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from '../lib/chunkLoad';
import { chunkRoute, routeChunk } from './routeChunk';

const Page = () => null;
const runLoader = (route: ReturnType<typeof chunkRoute>) => (route.loader as () => Promise<null>)();

describe('routeChunk', () => {
  it('downloads once, however often it is asked for', async () => {
    const load = vi.fn(async () => Page);
    const chunk = routeChunk(load);
    await Promise.all([chunk.load(), chunk.load()]);
    await chunk.load();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed download, so the next visit (or a failed prefetch) tries again', async () => {
    const load = vi
      .fn<() => Promise<typeof Page>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))
      .mockResolvedValue(Page);
    const chunk = routeChunk(load);
    await expect(chunk.load()).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(chunk.load()).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('routeChunk rendering', () => {
  const Shown = ({ text }: { text: string }) => <p>{text}</p>;

  it('renders a loaded chunk at once, without a Suspense fallback (whose reveal React holds back 300 ms)', async () => {
    const chunk = routeChunk<{ text: string }>(async () => Shown);
    await chunk.load();
    const fallback = vi.fn(() => <p>waiting</p>);
    const Fallback = () => fallback();
    await act(async () => {
      render(
        <Suspense fallback={<Fallback />}>
          <chunk.Component text="已加载" />
        </Suspense>,
      );
    });
    expect(screen.getByText('已加载')).toBeTruthy();
    expect(fallback).not.toHaveBeenCalled();
  });

  it('waits for a chunk not loaded yet, with the fallback meanwhile, then shows it', async () => {
    let arrive: (component: typeof Shown) => void = () => {};
    const chunk = routeChunk<{ text: string }>(() => new Promise((resolve) => (arrive = resolve)));
    await act(async () => {
      render(
        <Suspense fallback={<p>waiting</p>}>
          <chunk.Component text="后加载" />
        </Suspense>,
      );
    });
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => arrive(Shown));
    expect(await screen.findByText('后加载')).toBeTruthy();
  });
});

describe('chunkRoute', () => {
  it('fetches nothing for a visit without a session: the guard sends it to the sign-in page', async () => {
    const load = vi.fn(async () => Page);
    await expect(runLoader(chunkRoute(routeChunk(load)))).resolves.toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('fetches the chunk with the other loaders for a signed-in visit', async () => {
    setItem(STORAGE_KEYS.accessToken, 't', SESSION_TTL_MS);
    const load = vi.fn(async () => Page);
    await runLoader(chunkRoute(routeChunk(load)));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("fetches a whitelisted route's chunk for anyone when told so", async () => {
    const load = vi.fn(async () => Page);
    await runLoader(chunkRoute(routeChunk(load), () => true));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
