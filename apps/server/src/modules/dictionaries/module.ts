import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { attachDictItemCache, DictItemCache } from './cache';
import { dictionaryRoutes } from './routes';
import { DictionaryService } from './service';

/** Dictionaries and their items, cached per instance and invalidated across instances. */
export const dictionariesModule = defineModule({
  name: 'dictionaries',
  build: ({ db, invalidation }: Platform) => {
    const cache = new DictItemCache(db, invalidation);
    // allDictItems(db), used by the sign-in, reads through the same cache.
    attachDictItemCache(db, cache);
    const dictionaries = new DictionaryService(db, cache, invalidation);
    return { services: { dictionaries }, api: { dictionaries } };
  },
  routes: dictionaryRoutes,
});

export type DictionariesServices = { dictionaries: DictionaryService };
