import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { seedDataGroupsDemo } from './demo';
import { dataGroupRoutes } from './routes';
import { DataGroupService } from './service';

/** Data groups (数据分组, spec 001 §7): named sets of regions or organisations that data rules name. */
export const dataGroupsModule = defineModule({
  name: 'data-groups',
  build: ({ db }: Platform) => ({
    services: { dataGroups: new DataGroupService(db) },
    api: {},
  }),
  routes: dataGroupRoutes,
  seedDemo: (tx) => seedDataGroupsDemo(tx),
});

export type DataGroupsServices = { dataGroups: DataGroupService };
