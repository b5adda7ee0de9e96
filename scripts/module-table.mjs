// The table of docs/conventions.md "Every module": each server module with its wire prefixes,
// the permission families its routes declare, and the portal pages (web feature, page-registry
// key, address) that belong to it, read from the code itself:
//   node --import tsx scripts/module-table.mjs           prints the table
//   node --import tsx scripts/module-table.mjs --check   fails when the guide's table differs
// Routes are read by handing each module's `routes` a recording stand-in for Fastify, so
// nothing is built, listened on or stored.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './build-web.mjs';

const server = path.join(root, 'apps/server/src');
const web = path.join(root, 'apps/web/src');
const { modules } = await import(path.join(server, 'modules.ts'));
const { walkMenus } = await import(path.join(server, 'db/seed/menus.ts'));

/** Anything, for what a routes function reads at registration: every property is another stand-in. */
// Not thenable: a routes function may await what it registers.
const anything = new Proxy(() => anything, {
  get: (_target, key) => (key === 'then' ? undefined : anything),
  apply: () => anything,
});

/** Records method, path and declared auth of every route a module registers; `pending` gets its plugins. */
function recorder(found, pending) {
  const record = (method) => (url, options) => {
    found.push({ method, url, auth: options?.config?.auth ?? null });
    return app;
  };
  const app = new Proxy(
    {},
    {
      get(_target, key) {
        if (key === 'then') return undefined;
        if (['get', 'post', 'put', 'delete', 'patch'].includes(key)) return record(key.toUpperCase());
        if (key === 'route') return (o) => record(String(o.method).toUpperCase())(o.url, o);
        // Routes registered inside a plugin (uploads, file streaming) go to the same record;
        // Fastify's own plugins (multipart) are not run.
        if (key === 'register') {
          return (plugin) => {
            if (!String(plugin).startsWith('async')) return app;
            pending.push(plugin(app, {}));
            return app;
          };
        }
        return anything;
      },
    },
  );
  return app;
}

/** `/rest/post/page` → `/rest/post/*`; `/callback?client_name=x` → `/callback`; `/websocket/:id` → `/websocket/*`. */
function prefix(url) {
  const [pathPart] = url.split('?');
  const parts = pathPart.split('/').filter(Boolean);
  if (parts[0] === 'rest' || parts[0] === 'api' || parts[0] === 'sys') return `/${parts[0]}/${parts[1]}/*`;
  return parts.length > 1 ? `/${parts[0]}/*` : `/${parts[0] ?? ''}`;
}

const familySource = readFileSync(path.join(root, 'packages/shared/src/permissions.ts'), 'utf8');
const families = [...familySource.matchAll(/family\('([A-Z]+)'/g)].map((m) => m[1]);
/** `USER_FREEZE` → `USER_*`; the longest family wins (`DICTITEM_ADD` is not `DICT_*`). */
function familyOf(auth) {
  if (!auth || !/^[A-Z]/.test(auth)) return null;
  const family = families.filter((f) => auth.startsWith(`${f}_`)).sort((a, b) => b.length - a.length)[0];
  return family ? `${family}_*` : auth;
}

// Page-registry keys and the page file each loads: '<key>': lazyPage(() => import('../features/<f>/pages/<P>')...
const registry = readFileSync(path.join(web, 'app/pageRegistry.ts'), 'utf8');
const pageOf = new Map(
  [
    ...registry.matchAll(
      /'([\w-]+\/\w+)': lazyPage\(\s*\(\) => import\('\.\.\/features\/([\w-]+)\/pages\/(\w+)'\)/g,
    ),
  ].map((m) => [m[1], { feature: m[2], page: m[3] }]),
);
const addressOf = new Map();
for (const { menu } of walkMenus())
  if (pageOf.has(menu.component)) addressOf.set(menu.component, menu.menuUrl);

const code = (items) => (items.length ? items.map((i) => `\`${i}\``).join(', ') : '—');
const routesOf = new Map();
for (const module of modules.modules) {
  const routes = [];
  const pending = [];
  module.routes?.(recorder(routes, pending), anything);
  await Promise.all(pending);
  routesOf.set(module.name, routes);
}
// A prefix two modules share stays with the module that has most of its routes; the other shows
// its own paths (`/rest/noticeService/getHeaderNotice`). Even shares go one level deeper
// (`/rest/monitor/sql*`, `/rest/monitor/server*`).
const counts = new Map();
for (const [name, routes] of routesOf) {
  for (const r of routes) {
    const byModule = counts.get(prefix(r.url)) ?? new Map();
    byModule.set(name, (byModule.get(name) ?? 0) + 1);
    counts.set(prefix(r.url), byModule);
  }
}
function shown(url, name) {
  const byModule = counts.get(prefix(url));
  if (byModule.size === 1) return prefix(url);
  const most = Math.max(...byModule.values());
  const leaders = [...byModule].filter(([, n]) => n === most).map(([m]) => m);
  if (leaders.length > 1) return `${url.split('?')[0].split('/').slice(0, 4).join('/')}*`;
  return leaders[0] === name ? prefix(url) : url.split('?')[0];
}

const rows = [];
for (const module of modules.modules) {
  const routes = routesOf.get(module.name);
  const prefixes = [...new Set(routes.map((r) => shown(r.url, module.name)))].sort();
  const auths = [...new Set(routes.map((r) => familyOf(r.auth)).filter(Boolean))].sort();
  const kinds = [...new Set(routes.map((r) => r.auth).filter((a) => a && !/^[A-Z]/.test(a)))].sort();
  const feature = existsSync(path.join(web, 'features', module.name)) ? `features/${module.name}` : null;
  const pages = [...pageOf].filter(([, p]) => p.feature === module.name).map(([key]) => key);
  rows.push(
    `| \`${module.name}\` | ${code(prefixes)} | ${code([...auths, ...kinds])} | ${feature ? `\`${feature}\`` : '—'} | ${pages.map((k) => `\`${k}\` ${addressOf.get(k) ?? '(no menu)'}`).join('<br>') || '—'} |`,
  );
}
const table = [
  '| server module | wire prefixes | permissions its routes declare | web feature | page key and address |',
  '|---|---|---|---|---|',
  ...rows,
].join('\n');

if (process.argv.includes('--check')) {
  const guide = readFileSync(path.join(root, 'docs/conventions.md'), 'utf8');
  if (!guide.includes(table)) {
    console.error('docs/conventions.md: the module table differs from the code; paste this one:\n');
    console.log(table);
    process.exit(1);
  }
  console.log(`docs/conventions.md: the module table matches the code (${rows.length} modules).`);
} else {
  console.log(table);
}
