// First: the site keeps its own session, apart from the portal's (config/scope.ts).
import './config/scope';
import { getProjectSettings } from '@awards/web-common/projectSettings';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createSiteRouter } from './app/router';
import { localeReady } from './i18n';

// Asked for at once (public, every page's header and footer show them): in parallel with a
// signed-in page's account check rather than after it, so the first render has the title and no
// second render of the frame follows the first paint (issue 15).
void getProjectSettings().catch(() => undefined);
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
