import type { DemoSeed } from '../db/seed/demo';
import type { DataRuleList } from './data-rules';
import type { App } from './deps';
import type { ReadRule } from './files/read-rules';
import type { Gauge } from './metrics';
import type { Platform } from './platform';
import type { JobHandler } from './scheduler/job-handlers';

/**
 * What a module adds to the platform besides its routes. Each is optional; the
 * module list (src/modules.ts) registers them when the app is built, so a module
 * never reaches into another to plug itself in.
 */
export interface ModuleHooks {
  /** Who else may download a stored file (a message's receivers, a declaration's examiners). */
  fileReadRules?: ReadRule[];
  /** The classNames a scheduled task may name. */
  jobHandlers?: JobHandler[];
  /** Lists that honour the menus' data permission rules, with their column whitelists. */
  dataRuleLists?: DataRuleList[];
  /** Gauges sampled when /metrics is scraped. */
  gauges?: () => Gauge[];
  /** Told the ids of every session that ends (logout, kick, freeze, password change...). */
  onSessionsRevoked?: (sessionIds: readonly number[]) => Promise<void>;
  /** When the app is ready to serve (the scheduler starts here). */
  onReady?: () => void | Promise<void>;
  /** When the app closes, after in-flight requests. */
  onClose?: () => void | Promise<void>;
}

/** What `build` answers: the module's own services, what it offers others, and its hooks. */
export interface BuiltModule<Services, Api> {
  services: Services;
  /** The module's public API (the types come from its `public.ts`); omitted when it offers none. */
  api?: Api;
  hooks?: ModuleHooks;
}

/**
 * A module's descriptor (`modules/<m>/module.ts`). `build` gets the platform and
 * the public APIs of the modules it names in `Needs`, and nothing else; `routes`
 * gets only the module's own services.
 */
export interface ServerModule<Name extends string, Services, Api, Needs extends object> {
  name: Name;
  build(platform: Platform, apis: Needs): BuiltModule<Services, Api>;
  routes?(app: App, services: Services): void;
  /**
   * The module's rows of the demo data (`DEMO_DATA`, `npm start`): run by the
   * demo seeding (db/seed/demo.ts) in module-list order, inside its transaction,
   * before any app is built, so it writes rows and uses no service.
   */
  seedDemo?: DemoSeed;
}

// biome-ignore lint/suspicious/noExplicitAny: the list holds modules of every shape.
export type AnyModule = ServerModule<string, any, any, any>;

/** Names the APIs a module needs that no earlier module offers (a compile error shows them). */
type MissingApis<Needs, Apis> = { missingApis: Exclude<keyof Needs, keyof Apis> };

/**
 * The ordered list of modules. `add` only compiles when every API the module
 * needs is offered by a module added before it, so the order is checked by the
 * type checker, and a module can only use what it asked for.
 */
export class ModuleList<Apis extends object = object> {
  constructor(readonly modules: readonly AnyModule[] = []) {}

  add<Name extends string, Services, Api, Needs extends object>(
    module: ServerModule<Name, Services, Api, Needs> &
      (Apis extends Needs ? unknown : MissingApis<Needs, Apis>),
  ): ModuleList<Apis & { [K in Name]: Api }> {
    if (this.modules.some((m) => m.name === module.name))
      throw new Error(`module ${module.name} added twice`);
    return new ModuleList([...this.modules, module]);
  }

  /** The modules' demo seeds, in list order (a module's demo may build on an earlier one's). */
  demoSeeds(): DemoSeed[] {
    return this.modules.flatMap((m) => (m.seedDemo ? [m.seedDemo] : []));
  }
}

/** A built module: its descriptor and its services, ready for its routes. */
export interface ModuleInstance {
  module: AnyModule;
  services: unknown;
}

export interface BuiltModules {
  instances: ModuleInstance[];
  /** Every module's public API by module name. */
  apis: Readonly<Record<string, unknown>>;
}

/**
 * Builds every module in order on one platform and registers their hooks in it.
 * Routes are registered separately (`registerRoutes`), so services can be built
 * without HTTP (the test harness's createTestServices).
 */
export function buildModules(platform: Platform, list: Pick<ModuleList, 'modules'>): BuiltModules {
  const apis: Record<string, unknown> = {};
  const instances: ModuleInstance[] = [];
  for (const module of list.modules) {
    const built = module.build(platform, apis);
    if (built.api !== undefined) apis[module.name] = built.api;
    platform.addHooks(built.hooks ?? {});
    instances.push({ module, services: built.services });
  }
  return { instances, apis };
}

/** Each module's routes, given only that module's services. */
export function registerRoutes(app: App, { instances }: BuiltModules): void {
  for (const { module, services } of instances) module.routes?.(app, services);
}

/**
 * Declares a module, inferring its name, services, API and needs from the
 * descriptor: `build`'s second parameter's type is what the module needs.
 */
export function defineModule<
  const Name extends string,
  Services,
  Api = undefined,
  Needs extends object = object,
>(module: ServerModule<Name, Services, Api, Needs>): ServerModule<Name, Services, Api, Needs> {
  return module;
}
