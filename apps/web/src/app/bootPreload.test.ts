import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HOME_PATH, ROLE } from '@awards/shared/permissions';
import { SESSION_TTL_MS, STORAGE_KEYS, STORAGE_PREFIX, setItem } from '@awards/web-common/storage';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PATHS, WHITELIST } from '../config/paths';

// index.html's boot script (boot/preload.js, issue 18): with a stored session it preloads the
// shell, and on '/' or the home page the home page's chunks, beside the entry.
// Outside src (not bundled: the build emits it as it is), so read as text rather than imported.
const source = readFileSync(path.resolve(import.meta.dirname, '../../boot/preload.js'), 'utf8');
const SHELL = ['/assets/shell-1.js', '/assets/shell-1.css', '/assets/antd-1.css'];
const HOME = ['/assets/MonitorPage-1.js', '/assets/card-1.js'];

function runAt(pathname: string) {
  window.history.replaceState(null, '', pathname);
  new Function(source)();
  return [...document.head.querySelectorAll('link')].map((link) => ({
    href: link.getAttribute('href'),
    rel: link.rel,
    as: link.getAttribute('as'),
    crossorigin: link.getAttribute('crossorigin'),
  }));
}

beforeEach(() => {
  document.head.innerHTML = `<meta name="awards-shell-files" content="${SHELL.join(' ')}">
    <meta name="awards-home-files" content="${HOME.join(' ')}">`;
  localStorage.clear();
});
afterEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('boot/preload.js', () => {
  it('does nothing without a session: the sign-in page loads no more than before', () => {
    expect(runAt('/')).toEqual([]);
    setItem(STORAGE_KEYS.accessToken, 't', -1);
    expect(runAt('/')).toEqual([]);
  });

  it('signed in on / : the shell and the home page, scripts as module preloads, stylesheets fetched but not applied', () => {
    setItem(STORAGE_KEYS.accessToken, 't', SESSION_TTL_MS);
    const links = runAt('/');
    expect(links.map((l) => l.href)).toEqual([...SHELL, ...HOME]);
    expect(links[0]).toEqual({ href: SHELL[0], rel: 'modulepreload', as: null, crossorigin: '' });
    // Not `stylesheet`: the app links and awaits each sheet itself (no paint before it applies).
    expect(links[1]).toEqual({ href: SHELL[1], rel: 'preload', as: 'style', crossorigin: '' });
    // Run twice (a second copy), nothing is linked twice.
    expect(runAt('/')).toHaveLength(SHELL.length + HOME.length);
  });

  it('signed in elsewhere: the shell only; on the sign-in and error pages nothing', () => {
    setItem(STORAGE_KEYS.accessToken, 't', SESSION_TTL_MS);
    expect(runAt('/_system/users').map((l) => l.href)).toEqual(SHELL);
    for (const path of [PATHS.login, PATHS.loginRoot, PATHS.notFound, PATHS.errorBlank]) {
      for (const link of document.head.querySelectorAll('link')) link.remove();
      expect(runAt(path)).toEqual([]);
    }
  });

  it('a user who lands on the examination page gets the shell only on /', () => {
    setItem(STORAGE_KEYS.accessToken, 't', SESSION_TTL_MS);
    setItem(STORAGE_KEYS.roles, [ROLE.audit], SESSION_TTL_MS);
    expect(runAt('/').map((l) => l.href)).toEqual(SHELL);
  });

  it("names the app's storage keys, home path, role and pages without the shell", () => {
    expect(source).toContain(`'${STORAGE_PREFIX}${STORAGE_KEYS.accessToken}'`);
    expect(source).toContain(`'${STORAGE_PREFIX}${STORAGE_KEYS.roles}'`);
    expect(source).toContain(`['/', '${HOME_PATH}']`);
    expect(source).toContain(`'${ROLE.audit}'`);
    // Every whitelisted page (no session needed) is a page without the shell.
    const noShell = WHITELIST.map((path) => path.replace(/\/\*$/, '')).filter(
      (p, i, all) => all.indexOf(p) === i,
    );
    expect(source).toContain(`[${noShell.map((p) => `'${p}'`).join(', ')}]`);
  });
});
