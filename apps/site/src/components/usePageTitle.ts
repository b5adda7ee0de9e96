import type { Texts } from '@awards/shared/i18n';
import { useMatches } from 'react-router';
import { useDocumentTitle } from '../lib/documentTitle';
import { useProjectSettings } from '../lib/projectSettings';
import { useTexts } from '../lib/texts';

/** What the router puts on a registered page's route (app/router.tsx): its name in three languages. */
export interface PageHandle {
  title: Texts;
}

const isPageHandle = (handle: unknown): handle is PageHandle =>
  typeof handle === 'object' && handle !== null && Array.isArray((handle as PageHandle).title);

/**
 * The name of the page on screen, as registered (app/publicPages.ts, app/accountPages.ts), in
 * the interface language; the browser tab reads it too. `override` names a page by its content
 * (a notice's title).
 */
export function usePageTitle(override?: string): string {
  const texts = useTexts();
  const match = [...useMatches()].reverse().find((m) => isPageHandle(m.handle));
  const title = override ?? (match && isPageHandle(match.handle) ? texts(match.handle.title) : '');
  const settings = useProjectSettings();
  useDocumentTitle(title || undefined, settings);
  return title;
}
