import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { seedDataGroupsDemo } from './demo';
import { expandedGroups } from './expanded';
import type { DataGroupsApi } from './public';
import { dataGroupRoutes } from './routes';
import { DataGroupService } from './service';

/**
 * Data groups (数据分组, spec 001 §7): named sets of regions or organisations that data rules
 * name and the statistics cut by (public.ts).
 */
export const dataGroupsModule = defineModule({
  name: 'data-groups',
  build: ({ db }: Platform) => {
    const api: DataGroupsApi = { expandedGroups: (locale) => expandedGroups(db, locale) };
    return { services: { dataGroups: new DataGroupService(db) }, api };
  },
  routes: dataGroupRoutes,
  seedDemo: (tx) => seedDataGroupsDemo(tx),
});

export type DataGroupsServices = { dataGroups: DataGroupService };
