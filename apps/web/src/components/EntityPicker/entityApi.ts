import { http } from '@awards/web-common/http';

/** Spec 001 §5: the picker accepts exactly these three types. */
export const ENTITY_TYPES = ['trader', 'warehouse', 'factory'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

/** One pickable trader, warehouse or factory. */
export interface EntityItem {
  code: string;
  name: string;
  value: string;
}

interface EntityCall {
  path: string;
  /** `param` carries the typed text for all three; trader and warehouse also get it by name. */
  body: (keyword: string) => Record<string, string>;
  /** The dataSet field holding the list. */
  list: string;
}

const CALLS: Record<EntityType, EntityCall> = {
  trader: {
    path: '/rest/simulation/queryTestDataTraderInfo',
    body: (keyword) => ({ traderName: keyword, param: keyword }),
    list: 'traderInfoList',
  },
  warehouse: {
    path: '/rest/common/getLenovoFunctionService',
    body: (keyword) => ({ warehouse: keyword, param: keyword }),
    list: 'whsVoList',
  },
  factory: {
    path: '/rest/simulation/queryLenovoFactoryInfo',
    body: (keyword) => ({ param: keyword }),
    list: 'factoryInfoList',
  },
};

export function isEntityType(type: unknown): type is EntityType {
  return ENTITY_TYPES.includes(type as EntityType);
}

/** The entities of `type` matching `keyword` (spec 001 §7); an absent list reads as empty. */
export async function fetchEntities(type: EntityType, keyword: string): Promise<EntityItem[]> {
  const call = CALLS[type];
  const dataSet = await http.post<Record<string, EntityItem[] | undefined>>(call.path, call.body(keyword));
  return dataSet?.[call.list] ?? [];
}
