import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AntdProviders } from '../app/AntdProviders';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../shell/queryClient';

/** Renders one route element inside the app's real providers, antd's included (and the shell's query client and antd App), at `path`. */
export function renderRoute(
  element: ReactElement,
  { path = '/', url = path }: { path?: string; url?: string } = {},
) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <div data-testid="elsewhere" /> },
    ],
    { initialEntries: [url] },
  );
  const queryClient = createQueryClient();
  const view = render(
    <AppProviders>
      <AntdProviders>
        <QueryClientProvider client={queryClient}>
          <App component={false}>
            <RouterProvider router={router} />
          </App>
        </QueryClientProvider>
      </AntdProviders>
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
