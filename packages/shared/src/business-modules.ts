import { z } from 'zod';
import { blankToNull, filterText } from './admin-fields';
import { BUS_TYPES, BUSINESS_MODULE_MESSAGES, type BusinessModule } from './business-pages';

export * from './business-pages';

/** busType on the wire: optional, and when given one of the registry's codes (400 otherwise). */
export const busTypeField = z
  .preprocess(blankToNull, z.enum(BUS_TYPES, { error: BUSINESS_MODULE_MESSAGES.unknown }).nullable())
  .optional();

/** The catalogue page's call: the registry, filtered by a word of a code or a name. */
export const BUSINESS_MODULE_PATHS = { list: '/rest/busModule/list' } as const;

export const businessModuleQuerySchema = z.object({ keyword: filterText });
export type BusinessModuleQuery = z.infer<typeof businessModuleQuerySchema>;

/** One row of the catalogue: the module with its name in the reader's language. */
export interface BusinessModuleView extends BusinessModule {
  busTypeName: string;
  busIdName: string;
}
