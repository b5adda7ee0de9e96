import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { pickerRoutes } from './routes';
import { PickerService } from './service';

/** The searchable pickers (trader, warehouse, factory) and office lists. */
export const pickersModule = defineModule({
  name: 'pickers',
  build: ({ db }: Platform) => {
    const pickers = new PickerService(db);
    return { services: { pickers }, api: { pickers } };
  },
  routes: pickerRoutes,
});

export type PickersServices = { pickers: PickerService };
