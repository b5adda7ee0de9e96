import { PUBLIC_PATHS } from '@awards/shared/public-site';
import { publicAwardSchema } from '@awards/shared/public-site-input';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { PublicEditionService } from './public-editions';

const tags = ['public'];

/** The public site's editions open for declaration (docs/site.md "Public reads"): no token, read-only. */
export function publicEditionRoutes(app: App, publicEditions: PublicEditionService): void {
  app.post(
    PUBLIC_PATHS.editions,
    {
      config: { auth: 'public' },
      schema: { tags, summary: 'Editions open for declaration, with their awards, grades and windows' },
    },
    async () => ok(await publicEditions.open()),
  );

  app.post(
    PUBLIC_PATHS.award,
    {
      config: { auth: 'public' },
      schema: { tags, summary: 'One award of an edition open for declaration', body: publicAwardSchema },
    },
    async (request) => ok(await publicEditions.award(request.body.editionId, request.body.awardId)),
  );
}
