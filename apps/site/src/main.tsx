// First: the site keeps its own session, apart from the portal's (config/scope.ts).
import './config/scope';
import { getProjectSettings } from '@awards/web-common/projectSettings';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createSiteRouter } from './app/router';
import { nextTask } from './components/nextTask';
import { localeReady } from './i18n';

// Asked for at once (public, every page's header and footer show them): in parallel with a
// signed-in page's account check rather than after it, so the first render has the title and no
// second render of the frame follows the first paint (issue 15).
void getProjectSettings().catch(() => undefined);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

/**
 * The start in three tasks rather than one (issue 15, docs/site.md "The start in three tasks"):
 * the entry's evaluation (its modules, the stored language, the settings' request), then the
 * router (its first match, the account check's request, its session bookkeeping), then React's
 * root. Together they were one task of 70–110 ms on a quiet host, which Lighthouse's slow phone
 * counts four times over and which its first-paint estimate runs through: split, each is shorter
 * than the 50 ms (simulated) past which a task counts as blocking, or close to it.
 */
async function start(root: HTMLElement) {
  await nextTask();
  const router = createSiteRouter();
  // A stored language other than the default loads its texts first (one small request).
  await Promise.all([localeReady, nextTask()]);
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  );
}

void start(container);
