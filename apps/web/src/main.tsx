import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { localeReady } from './i18n';
import { restorePreview } from './lib/theme';

// A theme previewed from the theme administration is shown again after a reload (spec 000 §4).
restorePreview();

const router = createAppRouter();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

// A stored language other than the default loads its texts first (one small request).
void localeReady.then(() => {
  const root = createRoot(container);
  // As a transition, the first render (antd works out its styles while rendering) is done
  // in slices that leave the main thread free in between, rather than one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
});
