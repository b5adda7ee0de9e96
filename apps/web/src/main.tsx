import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { queryClient } from './app/queryClient';
import { createAppRouter } from './app/router';
import { loginPath } from './config/paths';
import { setUnauthorisedHandler } from './lib/http';
import { clearSession } from './lib/session';

const router = createAppRouter();

// A lapsed session anywhere (spec 000 §8): forget it and log in again, then come back here.
setUnauthorisedHandler(() => {
  const { pathname, search } = router.state.location;
  clearSession();
  void router.navigate(loginPath(pathname + search), { replace: true }).then(() => queryClient.clear());
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
