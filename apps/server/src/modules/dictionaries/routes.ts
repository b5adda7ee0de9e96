import {
  dictAddSchema,
  dictEditSchema,
  dictIdSchema,
  dictItemAddSchema,
  dictItemBatchDeleteSchema,
  dictItemEditSchema,
  dictItemPageQuerySchema,
  dictItemsLookupSchema,
  dictSortSchema,
  dictTreeQuerySchema,
} from '@awards/shared/dictionaries';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { DictionariesServices } from './module';

const tags = ['dictionaries'];

/** Dictionaries and their items (spec 001 §7 "Dictionaries"). */
export function dictionaryRoutes(app: App, { dictionaries, dictItems }: DictionariesServices): void {
  app.post(
    '/rest/dict/getDictItems',
    {
      config: { auth: 'login' },
      schema: { tags, summary: 'The items of one category: { dictList }', body: dictItemsLookupSchema },
    },
    async (request) => ok(await dictionaries.lookup(request.body)),
  );

  app.post(
    '/rest/dict/tree',
    {
      config: { auth: 'DICT_VIEW' },
      schema: { tags, summary: 'Dictionaries with their items as children', body: dictTreeQuerySchema },
    },
    async (request) => ok(await dictionaries.tree(request.body)),
  );

  app.post(
    '/rest/dict/add',
    { config: { auth: 'DICT_ADD' }, schema: { tags, summary: 'Add a dictionary', body: dictAddSchema } },
    async (request) => ok(await dictionaries.add(currentUser(request), request.body)),
  );

  app.post(
    '/rest/dict/edit',
    { config: { auth: 'DICT_EDIT' }, schema: { tags, summary: 'Edit a dictionary', body: dictEditSchema } },
    async (request) => ok(await dictionaries.edit(currentUser(request), request.body)),
  );

  app.post(
    '/rest/dict/delete',
    {
      config: { auth: 'DICT_DEL' },
      schema: { tags, summary: 'Delete a dictionary with its items', body: dictIdSchema },
    },
    async (request) => {
      await dictionaries.delete(request.body.dictId);
      return ok(null);
    },
  );

  app.post(
    '/rest/dict/sort',
    {
      config: { auth: 'DICT_SORT' },
      schema: { tags, summary: 'Reorder the dictionaries or the items of one', body: dictSortSchema },
    },
    async (request) => {
      await dictionaries.sort(currentUser(request), request.body);
      return ok(null);
    },
  );

  app.post(
    '/rest/dict/refresh',
    {
      config: { auth: 'DICT_EDIT' },
      schema: { tags, summary: 'Drop the item cache on every server instance' },
    },
    async () => {
      await dictionaries.refresh();
      return ok(null);
    },
  );

  app.post(
    '/rest/dict/itemListByPage',
    {
      config: { auth: 'DICTITEM_VIEW' },
      schema: { tags, summary: 'Items of one dictionary, paged', body: dictItemPageQuerySchema },
    },
    async (request) => ok(await dictItems.page(request.body)),
  );

  app.post(
    '/rest/dict/itemAdd',
    { config: { auth: 'DICTITEM_ADD' }, schema: { tags, summary: 'Add an item', body: dictItemAddSchema } },
    async (request) => ok(await dictItems.add(currentUser(request), request.body)),
  );

  app.post(
    '/rest/dict/itemEdit',
    {
      config: { auth: 'DICTITEM_EDIT' },
      schema: { tags, summary: 'Edit an item', body: dictItemEditSchema },
    },
    async (request) => ok(await dictItems.edit(currentUser(request), request.body)),
  );

  app.post(
    '/rest/dict/itemDelete',
    {
      config: { auth: 'DICTITEM_DEL' },
      schema: { tags, summary: 'Delete an item', body: dictIdSchema },
    },
    async (request) => {
      await dictItems.delete([request.body.dictId]);
      return ok(null);
    },
  );

  app.post(
    '/rest/dict/itemDeleteBatch',
    {
      config: { auth: 'DICTITEM_BATCHDEL' },
      schema: { tags, summary: 'Delete several items', body: dictItemBatchDeleteSchema },
    },
    async (request) => {
      await dictItems.delete(request.body.dictIds);
      return ok(null);
    },
  );
}
