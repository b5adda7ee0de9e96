// Issue 18: a signed-in visit starts fetching the shell (and, for the home page, its page) as
// soon as index.html is read, beside the entry chunk instead of after it has run. index.html
// loads this file with `async` (the build adds it, vite.plugins.ts bootPreload): it runs as
// soon as it arrives, blocks nothing, and without a session does nothing, so the sign-in
// page downloads no more than before.
//
// The files come from two metas the build writes: `awards-shell-files` (the shell's chunk,
// its stylesheet and antd's) and `awards-home-files` (the home page's chunks and stylesheet).
// Scripts get `modulepreload` (fetched and compiled, run when the app imports them),
// stylesheets `preload` (fetched, not applied), with `crossorigin` as the app asks for them,
// so the app's own imports and links are served from these.
//
// The constants mirror the app's (checked by src/app/bootPreload.test.ts): the token's
// storage key (@awards/web-common/storage), the sign-in pages' prefix and the fixed pages
// that need no shell (src/config/paths.ts), the home page's path and the role that lands
// elsewhere (@awards/shared/permissions, src/app/landing.ts).
(() => {
  const TOKEN_KEY = 'dandelion__Access-Token';
  const ROLES_KEY = 'dandelion__Login_Roles';
  const NO_SHELL = ['/_login', '/errorBlank', '/403', '/404', '/500'];
  const HOME_PATHS = ['/', '/_dashboard/Monitor'];
  const LANDS_ELSEWHERE = 'BUSI_AUDIT';

  /** A stored item's value, or null when absent, lapsed or unreadable (storage.ts getItem). */
  function stored(key) {
    try {
      const item = JSON.parse(localStorage.getItem(key) || 'null');
      if (!item || (item.expire !== null && item.expire <= Date.now())) return null;
      return item.value;
    } catch (_error) {
      return null;
    }
  }

  function listed(name) {
    const meta = document.querySelector(`meta[name="${name}"]`);
    return (meta?.getAttribute('content') || '').split(/\s+/).filter(Boolean);
  }

  if (!stored(TOKEN_KEY)) return;
  const path = location.pathname;
  if (NO_SHELL.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return;
  let files = listed('awards-shell-files');
  const roles = stored(ROLES_KEY);
  if (HOME_PATHS.includes(path) && !(Array.isArray(roles) && roles.includes(LANDS_ELSEWHERE)))
    files = files.concat(listed('awards-home-files'));
  for (const href of files) {
    if (document.head.querySelector(`link[href="${href}"]`)) continue;
    const link = document.createElement('link');
    if (href.endsWith('.css')) {
      // Stylesheets are only fetched here (`preload`, not applied): the app links each one
      // itself and waits for it as before (a sheet applied from here let the shell paint
      // before its own sheet, a layout shift of 0.07 on a phone), then finds it downloaded
      // (issue 18: they were asked for only once the entry had run, in the first paint's chain).
      link.rel = 'preload';
      link.setAttribute('as', 'style');
    } else link.rel = 'modulepreload';
    link.href = href;
    link.crossOrigin = '';
    document.head.append(link);
  }
})();
