// Issue 18: a signed-in visit starts fetching the shell (and, for the home page, its page) as
// soon as index.html is read, beside the entry chunk instead of after it has run. index.html
// loads this file with `async` (the build adds it, vite.plugins.ts bootPreload): it runs as
// soon as it arrives, blocks nothing, and without a session does nothing, so the sign-in
// page downloads no more than before.
//
// The files come from two metas the build writes: `awards-shell-files` (the shell's chunk,
// its stylesheet and antd's) and `awards-home-files` (the home page's chunks). Scripts get
// `modulepreload` (fetched and compiled, run when the app imports them), with `crossorigin`
// as the app asks for them, so the app's own imports are served from these.
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
    // Scripts only: a stylesheet preloaded here let the shell paint before its own sheet
    // applied (the header without its height, a layout shift of 0.07 on a phone); the
    // stylesheets are asked for as before, when the entry loads the shell.
    if (!href.endsWith('.js') || document.head.querySelector(`link[href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.crossOrigin = '';
    document.head.append(link);
  }
})();
