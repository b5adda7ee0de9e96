import { ApiError } from '@awards/web-common/apiError';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRouteParam } from '../../lib/useRouteParam';
import { renderRoute } from '../../test/renderWithProviders';
import { DETAIL, type EntityModes, useRoutedEntity } from './useRoutedEntity';

interface Thing {
  id: number;
  name: string;
}

const THINGS: Thing[] = [{ id: 7, name: '七号' }];
const failure = (status: number) =>
  new ApiError({ status, rtnCode: String(status), message: status === 404 ? 'not found' : '服务器开小差了' });

/** A detail call: 7 is there, 9 is gone (404), 5 fails (500). */
function useThing(id: number | null) {
  return useQuery({
    queryKey: ['thing', id],
    queryFn: async () => {
      if (id === 5) throw failure(500);
      const thing = THINGS.find((t) => t.id === id);
      if (!thing) throw failure(404);
      return thing;
    },
    enabled: id !== null,
    retry: false,
  });
}

/** A find in a loaded list, as a page with no detail call does. */
const useFound = (id: number | null) => ({ data: THINGS.find((t) => t.id === id), isSuccess: true });

function Page({
  param,
  load,
  modes,
}: {
  param: string;
  load: typeof useThing | typeof useFound;
  modes?: EntityModes;
}) {
  const route = useRouteParam(param);
  const routed = useRoutedEntity(route, load, modes);
  return (
    <div data-testid="page">
      {routed.open ? (
        <span data-testid="open">{`${routed.mode}:${routed.record?.name ?? '—'}`}</span>
      ) : (
        <span data-testid="closed" />
      )}
    </div>
  );
}

const GONE = '该记录不存在或已被删除';

describe('useRoutedEntity', () => {
  it('opens an add form at once, and an edit form once its record is in', async () => {
    renderRoute(<Page param="form" load={useThing} />, { url: '/?form=add' });
    expect(screen.getByTestId('open').textContent).toBe('add:—');
  });

  it('opens the record the address names', async () => {
    const { router } = renderRoute(<Page param="form" load={useThing} />, { url: '/?form=edit:7' });
    expect(screen.getByTestId('closed')).toBeTruthy();
    expect((await screen.findByTestId('open')).textContent).toBe('edit:七号');
    expect(router.state.location.search).toBe('?form=edit:7');
  });

  it('closes a link to a deleted record with a message, not an empty form', async () => {
    const { router } = renderRoute(<Page param="form" load={useThing} />, { url: '/?form=edit:9&page=2' });
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByText(GONE)).toBeTruthy();
    expect(screen.getByTestId('closed')).toBeTruthy();
  });

  it('closes a parameter the page does not know, and an edit without an id', async () => {
    const first = renderRoute(<Page param="form" load={useThing} />, { url: '/?form=destroy:7' });
    await waitFor(() => expect(first.router.state.location.search).toBe(''));
    first.unmount();
    const second = renderRoute(<Page param="form" load={useThing} />, { url: '/?form=edit:x' });
    await waitFor(() => expect(second.router.state.location.search).toBe(''));
  });

  it("closes a form whose record could not be loaded, with the failure's message", async () => {
    const { router } = renderRoute(<Page param="form" load={useThing} />, { url: '/?form=edit:5' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('服务器开小差了')).toBeTruthy();
    expect(screen.queryByText(GONE)).toBeNull();
  });

  it('closes a record missing from a loaded list', async () => {
    const { router } = renderRoute(<Page param="form" load={useFound} />, { url: '/?form=edit:8' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText(GONE)).toBeTruthy();
  });

  it('keeps a drawer open on a failure that is not a missing record, and closes it on one', async () => {
    const failed = renderRoute(<Page param="detail" load={useThing} modes={DETAIL} />, { url: '/?detail=5' });
    await waitFor(() => expect(failed.queryClient.getQueryState(['thing', 5])?.status).toBe('error'));
    expect(screen.getByTestId('open').textContent).toBe('detail:—');
    expect(failed.router.state.location.search).toBe('?detail=5');
    failed.unmount();

    const gone = renderRoute(<Page param="detail" load={useThing} modes={DETAIL} />, { url: '/?detail=9' });
    await waitFor(() => expect(gone.router.state.location.search).toBe(''));
    expect(await screen.findByText(GONE)).toBeTruthy();
  });
});
