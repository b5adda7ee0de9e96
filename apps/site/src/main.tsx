// First: the site keeps its own session, apart from the portal's (config/scope.ts).
import './config/scope';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createSiteRouter } from './app/router';
import { localeReady } from './i18n';

const router = createSiteRouter();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

// A stored language other than the default loads its texts first (one small request).
void localeReady.then(() => {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  );
});
