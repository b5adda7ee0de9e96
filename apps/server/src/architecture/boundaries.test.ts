import { describe, expect, it } from 'vitest';
import { cycles, resolvedImports, sourceFiles } from './imports';

/**
 * The server's module boundaries (docs/conventions.md, "Module boundaries"):
 * - a module imports another module only through its `public.ts`;
 * - `platform/` and `db/` import no module (they are what modules are built on);
 * - modules import each other without cycles, type-only imports included.
 * Shared test support lives in `src/test/`, so tests obey the same rules.
 * The wiring root (`src/modules.ts`, `src/app.ts`) is the one place that sees
 * every module's descriptor.
 */

const ROOT = new URL('..', import.meta.url).pathname;

/** Today's exceptions, each a reach past a public file: the list may only shrink. */
const ALLOWED = new Set<string>([
  'db/seed/demo-declarations.test.ts -> modules/declarations/transitions',
  'db/seed/demo-declarations.ts -> modules/declarations/transitions',
  'db/seed/demo-experts.ts -> modules/registration/register',
  'modules/auth/module.ts -> modules/channels/outbound',
  'modules/auth/service.ts -> modules/dictionaries/service',
  'modules/auth/sms-login.ts -> modules/channels/outbound',
  'modules/dashboard/service.ts -> modules/auth/login-log',
  'modules/declarations/attachment-scope.test.ts -> modules/files/fixtures',
  'modules/declarations/routes.ts -> modules/users/export',
  'modules/declarations/transitions.ts -> modules/editions/transitions',
  'modules/declarer/module.ts -> modules/declarations/service',
  'modules/declarer/routes.test.ts -> modules/declarations/fixtures',
  'modules/declarer/routes.test.ts -> modules/files/fixtures',
  'modules/declarer/service.ts -> modules/declarations/record',
  'modules/declarer/service.ts -> modules/declarations/repository',
  'modules/declarer/service.ts -> modules/declarations/service',
  'modules/examination/module.ts -> modules/declarations/service',
  'modules/examination/module.ts -> modules/messages/service',
  'modules/examination/notify.ts -> modules/declarations/record',
  'modules/examination/notify.ts -> modules/messages/service',
  'modules/examination/routes.test.ts -> modules/declarations/fixtures',
  'modules/examination/service.ts -> modules/declarations/record',
  'modules/examination/service.ts -> modules/declarations/repository',
  'modules/examination/service.ts -> modules/declarations/transitions',
  'modules/experts/checks.ts -> modules/dictionaries/cache',
  'modules/experts/module.ts -> modules/messages/service',
  'modules/experts/notify.ts -> modules/messages/service',
  'modules/experts/pool.ts -> modules/editions/service',
  'modules/experts/routes.ts -> modules/users/export',
  'modules/home/module.ts -> modules/auth/service',
  'modules/home/service.ts -> modules/auth/service',
  'modules/home/service.ts -> modules/icons/service',
  'modules/messages/module.ts -> modules/channels/outbound',
  'modules/messages/module.ts -> modules/user-messages/count-pusher',
  'modules/messages/presenter.ts -> modules/notices/presenter',
  'modules/messages/presenter.ts -> modules/user-messages/presenter',
  'modules/messages/service.ts -> modules/channels/outbound',
  'modules/messages/service.ts -> modules/notices/attachments',
  'modules/messages/service.ts -> modules/notices/sanitise',
  'modules/messages/service.ts -> modules/user-messages/count-pusher',
  'modules/messages/service.ts -> modules/user-messages/pusher',
  'modules/notices/module.ts -> modules/user-messages/count-pusher',
  'modules/notices/routes.test.ts -> modules/files/fixtures',
  'modules/notices/service.test.ts -> modules/user-messages/count-pusher',
  'modules/notices/service.test.ts -> modules/user-messages/pusher',
  'modules/notices/service.ts -> modules/user-messages/count-pusher',
  'modules/notices/service.ts -> modules/user-messages/counts',
  'modules/notices/service.ts -> modules/user-messages/pusher',
  'modules/online/routes.test.ts -> modules/websocket/test-client',
  'modules/organisations/declarers.ts -> modules/users/service',
  'modules/organisations/grant-limit.ts -> modules/roles/permission-tree',
  'modules/organisations/grants.ts -> modules/menus/rule-bindings',
  'modules/organisations/grants.ts -> modules/roles/permission-tree',
  'modules/organisations/members.ts -> modules/users/presenter',
  'modules/organisations/members.ts -> modules/users/repository',
  'modules/organisations/members.ts -> modules/users/service',
  'modules/organisations/module.ts -> modules/users/service',
  'modules/posts/members.ts -> modules/users/presenter',
  'modules/posts/members.ts -> modules/users/repository',
  'modules/posts/members.ts -> modules/users/service',
  'modules/posts/module.ts -> modules/users/service',
  'modules/profile/module.ts -> modules/auth/service',
  'modules/profile/routes.test.ts -> modules/files/fixtures',
  'modules/profile/service.ts -> modules/auth/service',
  'modules/registration/module.ts -> modules/experts/notify',
  'modules/registration/routes.test.ts -> modules/experts/test-support',
  'modules/registration/service.ts -> modules/experts/notify',
  'modules/roles/data-rules.ts -> modules/menus/rule-bindings',
  'modules/roles/members.ts -> modules/users/last-admin',
  'modules/roles/members.ts -> modules/users/presenter',
  'modules/roles/members.ts -> modules/users/repository',
  'modules/roles/members.ts -> modules/users/service',
  'modules/roles/module.ts -> modules/users/service',
  'modules/roles/permissions.ts -> modules/organisations/grant-limit',
  'modules/sms/service.ts -> modules/notices/presenter',
  'modules/templates/module.ts -> modules/messages/service',
  'modules/templates/presenter.ts -> modules/notices/presenter',
  'modules/templates/service.ts -> modules/messages/service',
  'modules/themes/module.ts -> modules/dictionaries/service',
  'modules/themes/service.ts -> modules/dictionaries/service',
  'modules/user-messages/counts.ts -> modules/notices/audience',
  'modules/user-messages/counts.ts -> modules/notices/presenter',
  'modules/user-messages/presenter.ts -> modules/notices/presenter',
  'platform/data-rules.test.ts -> modules/logs/data-rules',
  'platform/input-catalogue.test.ts -> modules/declarations/fixtures',
  'platform/input-strictness.test.ts -> modules/declarations/fixtures',
  'platform/logger.test.ts -> modules/files/fixtures',
  'platform/logger.test.ts -> modules/websocket/test-client',
  'platform/scheduler/scheduler.test.ts -> modules/jobs/runner',
  'platform/scheduler/two-instances.test.ts -> modules/jobs/runner',
]);

/** Today's module cycles, to be broken: the list may only shrink. */
const ALLOWED_CYCLES: string[][] = [
  ['notices', 'user-messages'],
  ['organisations', 'roles'],
];

interface Edge {
  file: string;
  target: string;
  from: string;
  to: string;
}

/** Every import from one module, or from platform/ or db/, into a module. */
function crossings(): Edge[] {
  const edges: Edge[] = [];
  for (const file of sourceFiles(ROOT)) {
    const [top, mod] = file.split('/');
    if (file === 'modules.ts' || file === 'app.ts') continue;
    for (const target of resolvedImports(ROOT, file)) {
      const [targetTop, targetModule] = target.split('/');
      if (targetTop !== 'modules' || !targetModule) continue;
      const from = top === 'modules' ? mod! : top!;
      if (from === targetModule) continue;
      edges.push({ file, target, from, to: targetModule });
    }
  }
  return edges;
}

const isPublic = (edge: Edge) => edge.target === `modules/${edge.to}/public`;
const key = (edge: Edge) => `${edge.file} -> ${edge.target}`;

describe('module boundaries', () => {
  const edges = crossings();

  it('a module reaches another only through its public file, and platform/ and db/ reach none', () => {
    const offending = edges
      .filter((e) => !(e.file.startsWith('modules/') && isPublic(e)))
      .map(key)
      .filter((k) => !ALLOWED.has(k));
    expect(offending).toEqual([]);
  });

  it('lists no exception that is no longer needed (the allow-list only shrinks)', () => {
    const present = new Set(edges.map(key));
    expect([...ALLOWED].filter((k) => !present.has(k))).toEqual([]);
  });

  it('has no import cycle between modules, type-only imports included', () => {
    const graph = new Map<string, Set<string>>();
    for (const e of edges.filter((e) => e.file.startsWith('modules/'))) {
      if (!graph.has(e.from)) graph.set(e.from, new Set());
      graph.get(e.from)!.add(e.to);
    }
    expect(cycles(graph)).toEqual(ALLOWED_CYCLES);
  });
});

describe('the cycle finder', () => {
  it('finds a cycle through three modules and none in a chain', () => {
    const graph = (pairs: [string, string][]) => {
      const g = new Map<string, Set<string>>();
      for (const [a, b] of pairs) g.set(a, new Set([...(g.get(a) ?? []), b]));
      return g;
    };
    expect(
      cycles(
        graph([
          ['a', 'b'],
          ['b', 'c'],
          ['c', 'a'],
          ['c', 'd'],
        ]),
      ),
    ).toEqual([['a', 'b', 'c']]);
    expect(
      cycles(
        graph([
          ['a', 'b'],
          ['b', 'c'],
        ]),
      ),
    ).toEqual([]);
  });
});
