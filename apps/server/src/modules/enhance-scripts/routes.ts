import {
  enhanceRestoreSchema,
  enhanceSaveSchema,
  enhanceTableSchema,
  ENHANCE_PATHS as P,
} from '@awards/shared/enhance-scripts';
import { z } from 'zod';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { EnhanceScriptsServices } from './module';

const tags = ['enhance-scripts'];
/** The lists take no filter. */
const emptyBody = z.strictObject({}).nullish();

/**
 * Enhance scripts (ENHANCE_*): the page /_system/enhance-scripts and every DataTable. The text
 * is stored and answered, never evaluated on the server.
 */
export function enhanceScriptRoutes(app: App, { enhanceScripts }: EnhanceScriptsServices): void {
  app.post(
    P.active,
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        summary: 'The tables whose current enhance script is not empty, with its version',
        body: emptyBody,
      },
    },
    async () => ok(await enhanceScripts.active()),
  );
  app.post(
    P.current,
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        summary: "A table's current enhance script (null when none)",
        body: enhanceTableSchema,
      },
    },
    async (request) => ok(await enhanceScripts.current(request.body.tableId)),
  );
  app.post(
    P.tables,
    {
      config: { auth: 'ENHANCE_VIEW' },
      schema: { tags, summary: 'The tables that have an enhance script', body: emptyBody },
    },
    async () => ok(await enhanceScripts.tables()),
  );
  app.post(
    P.versions,
    {
      config: { auth: 'ENHANCE_VIEW' },
      schema: {
        tags,
        summary: "A table's kept versions (16 at most), newest first",
        body: enhanceTableSchema,
      },
    },
    async (request) => ok(await enhanceScripts.versions(request.body.tableId)),
  );
  app.post(
    P.save,
    {
      config: { auth: 'ENHANCE_EDIT' },
      schema: {
        tags,
        summary: 'Save a new version (the oldest beyond 16 is dropped)',
        body: enhanceSaveSchema,
      },
    },
    async (request) =>
      ok(await enhanceScripts.save(currentUser(request), request.body.tableId, request.body.script)),
  );
  app.post(
    P.restore,
    {
      config: { auth: 'ENHANCE_EDIT' },
      schema: {
        tags,
        summary: 'Make a kept version current again, as a new version',
        body: enhanceRestoreSchema,
      },
    },
    async (request) =>
      ok(await enhanceScripts.restore(currentUser(request), request.body.tableId, request.body.version)),
  );
}
