import { SESSION_TTL_MS, STORAGE_KEYS, setItem } from '@awards/web-common/storage';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from './providers';
import { routes } from './router';

// Which shell modules the router brought in: a module's factory runs when it is first imported.
const imported = vi.hoisted(() => ({ layout: 0, menuRoutes: 0 }));
// The page the menu routes' loader runs ahead of the first render (MenuRoutes.tsx preloadPageAt).
const preloaded = vi.hoisted(() => [] as string[]);
vi.mock('../shell/GlobalLayout', async () => {
  imported.layout++;
  const { Outlet } = await import('react-router');
  return {
    GlobalLayout: () => (
      <div data-testid="shell">
        <Outlet />
      </div>
    ),
  };
});
vi.mock('./MenuRoutes', () => {
  imported.menuRoutes++;
  return {
    MenuRoutes: () => <div data-testid="menu-page" />,
    preloadPageAt: async (pathname: string) => {
      preloaded.push(pathname);
    },
  };
});

function reply(dataSet: unknown): Response {
  return new Response(JSON.stringify({ rtnCode: '0000', rtnMessage: '', dataSet }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

beforeEach(() => {
  // The project settings of the sign-in page, and the init call of a signed-in visit.
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) =>
      String(input).includes('/rest/home/index')
        ? reply({
            menu: [{ id: 1, name: 'home', path: '/_dashboard/Monitor', children: [] }],
            permissions: [],
          })
        : reply({ title: '奖励申报系统' }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

function open(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('the first route a browser opens (issue 18)', () => {
  it('signed out, any address ends on the sign-in page without loading anything of the shell', async () => {
    for (const url of ['/', '/_monitor/logs?p=1']) {
      const router = open(url);
      await waitFor(() => expect(document.getElementById('username')).toBeTruthy());
      expect(router.state.location.pathname).toBe('/_login/login');
      document.body.innerHTML = '';
    }
    expect(imported).toEqual({ layout: 0, menuRoutes: 0 });
  });

  it('signed in, loads the shell and the menu routes and renders them', async () => {
    setItem(STORAGE_KEYS.accessToken, 't', SESSION_TTL_MS);
    open('/_dashboard/Monitor');
    await screen.findByTestId('menu-page');
    expect(screen.getByTestId('shell')).toBeTruthy();
    expect(imported).toEqual({ layout: 1, menuRoutes: 1 });
    // The first page's module runs before the first render, with the init's menus.
    expect(preloaded).toEqual(['/_dashboard/Monitor']);
  });
});
