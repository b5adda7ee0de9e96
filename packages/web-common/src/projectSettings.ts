import type { FilingLink, ProjectInfo } from '@awards/shared/home';
import { setDisplayZone } from './clock';
import { http } from './http';

/** Public project settings shown on the login pages and the footer (spec 000 §1). */
export type ProjectSettings = ProjectInfo;
export type { FilingLink };

/** The query key the signed-in shell reads them under (shell/api/projectSettings.ts). */
export const PROJECT_SETTINGS_KEY = ['project', 'settings'] as const;

let pending: Promise<ProjectSettings> | null = null;
/** What the last fetch answered, for a render that wants it at once (no second render). */
let settled: ProjectSettings | undefined;

/**
 * Fetched once per page load (it changes rarely); a failure is forgotten so a later call
 * retries. Apart from the query hook: the login page loads this without the query library.
 */
export function getProjectSettings(): Promise<ProjectSettings> {
  // Silent: the pages fall back to the built-in title when settings are unavailable.
  pending ??= http
    .get<ProjectSettings>('/rest/project/settings', { silent: true })
    .then((settings) => {
      setDisplayZone(settings.timeZone);
      settled = settings;
      return settings;
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

/**
 * The settings an administrator just saved (the project settings page): what every later
 * read gets, the login page's included, and the display zone from now on.
 */
export function rememberProjectSettings(settings: ProjectSettings): void {
  pending = Promise.resolve(settings);
  settled = settings;
  setDisplayZone(settings.timeZone);
}

/** The settings if already fetched (getProjectSettings answered), else undefined. */
export function settledProjectSettings(): ProjectSettings | undefined {
  return settled;
}
