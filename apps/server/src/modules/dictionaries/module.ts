import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { DictItemCache } from './cache';
import { DictItemService } from './items';
import type { DictionariesApi } from './public';
import { dictionaryRoutes } from './routes';
import { DictionaryService } from './service';

/** Dictionaries and their items, cached per instance and invalidated across instances. */
export const dictionariesModule = defineModule({
  name: 'dictionaries',
  build: ({ db, invalidation }: Platform) => {
    const dictionaries = new DictionaryService(db, new DictItemCache(db, invalidation), invalidation);
    const api: DictionariesApi = dictionaries;
    return { services: { dictionaries, dictItems: new DictItemService(db, invalidation) }, api };
  },
  routes: dictionaryRoutes,
});

export type DictionariesServices = { dictionaries: DictionaryService; dictItems: DictItemService };
