import {
  factoryQuerySchema,
  pickerSearchSchema,
  traderQuerySchema,
  warehouseQuerySchema,
} from '@awards/shared/pickers';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { PickersServices } from './module';

const tags = ['pickers'];

/**
 * The entity pickers' calls under the paths spec 001 §7 names, and one by type: the
 * federation's business records, for staff forms only (docs/security.md).
 */
export function pickerRoutes(app: App, { pickers }: PickersServices): void {
  app.post(
    '/rest/simulation/queryTestDataTraderInfo',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        summary: 'Traders by name or code prefix: { traderInfoList }',
        body: traderQuerySchema,
      },
    },
    async (request) => {
      const { traderName, warehouse, param } = request.body;
      return ok({ traderInfoList: await pickers.search('trader', traderName ?? param ?? warehouse) });
    },
  );

  app.post(
    '/rest/common/getLenovoFunctionService',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        summary: 'Warehouses by name or code prefix: { whsVoList }',
        body: warehouseQuerySchema,
      },
    },
    async (request) =>
      ok({ whsVoList: await pickers.search('warehouse', request.body.warehouse ?? request.body.param) }),
  );

  app.post(
    '/rest/simulation/queryLenovoFactoryInfo',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        summary: 'Factories by name or code prefix: { factoryInfoList }',
        body: factoryQuerySchema,
      },
    },
    async (request) => ok({ factoryInfoList: await pickers.search('factory', request.body.param) }),
  );

  app.post(
    '/rest/picker/search',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        summary: 'Any of the three by type (another type is a 400): { list }',
        body: pickerSearchSchema,
      },
    },
    async (request) => ok({ list: await pickers.search(request.body.type, request.body.keyword) }),
  );
}
