import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageActiveContext } from '../../lib/pageActive';
import { type ListState, useListState } from './useListState';

let list: ListState;

function Probe() {
  list = useListState({ realname: 'string', status: 'number' });
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

function renderAt(url: string, active = true) {
  const router = createMemoryRouter(
    [
      {
        path: '/users',
        element: (
          <PageActiveContext value={active}>
            <Probe />
          </PageActiveContext>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const address = () => screen.getByTestId('address').textContent;

describe('useListState', () => {
  it('reads the list from the address and keeps other parameters when it writes', () => {
    renderAt('/users?form=edit%3A12&realname=%E5%BC%A0&page=2&status=x');
    expect(list.filters).toEqual({ realname: '张' });
    expect(list.paging).toEqual({ pageNum: 2, pageSize: 10 });

    act(() => list.setPaging({ pageNum: 3, pageSize: 20 }));
    expect(address()).toBe('?form=edit%3A12&realname=%E5%BC%A0&page=3&size=20');
  });

  it('pushes a search and a page change, replaces when asked; back and forward restore them', async () => {
    const router = renderAt('/users');
    act(() => list.search({ realname: 'a' }));
    act(() => list.setPaging({ ...list.paging, pageNum: 2 }));
    act(() => list.search({ realname: 'ab' }, { replace: true }));
    expect(address()).toBe('?realname=ab');
    expect(list.searchCount).toBe(2);

    await act(() => router.navigate(-1));
    expect(address()).toBe('?realname=a');
    expect(list.filters).toEqual({ realname: 'a' });
    await act(() => router.navigate(-1));
    expect(address()).toBe('');
    expect(list.filters).toEqual({});
    await act(() => router.navigate(1));
    expect(list.filters).toEqual({ realname: 'a' });
  });

  it('gives the same filters object while they stay the same', () => {
    renderAt('/users?realname=a');
    const before = list.filters;
    act(() => list.setPaging({ ...list.paging, pageNum: 2 }));
    expect(list.paging.pageNum).toBe(2);
    expect(list.filters).toBe(before);
  });

  it('starts each write from the last one written, though no render has shown it yet', () => {
    renderAt('/users?realname=a');
    // A page-size change and, before the page shows it, a sort from a handler of that
    // render (a loaded machine clicking during the router's transition): both are kept.
    act(() => {
      list.setPaging((current) => ({ ...current, pageSize: 50 }));
      list.setPaging((current) => ({ ...current, orderBy: { field: 'createTime', order: 'asc' } }));
      list.search({ realname: 'b' });
    });
    expect(address()).toBe('?realname=b&size=50&sort=createTime%2Casc');
    expect(list.paging).toEqual({ pageNum: 1, pageSize: 50, orderBy: { field: 'createTime', order: 'asc' } });

    // Once a render shows it, the next write starts from the address on screen.
    act(() => list.setPaging((current) => ({ ...current, pageNum: 2 })));
    expect(address()).toBe('?realname=b&page=2&size=50&sort=createTime%2Casc');
  });

  it('never writes the address from a hidden page', () => {
    renderAt('/users?realname=a', false);
    act(() => list.setPaging({ ...list.paging, pageNum: 5 }));
    expect(address()).toBe('?realname=a');
  });
});
