import { text } from '@awards/shared/primitives';
import { PUBLIC_PATHS } from '@awards/shared/public-site';
import { publicNoticeIdSchema, publicNoticePageSchema } from '@awards/shared/public-site-input';
import { z } from 'zod';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import { notFound } from '../../platform/errors';
import type { FileStore } from '../../platform/files/file-store';
import { sendStoredFile } from '../../platform/files/send-file';
import type { PublicNoticeService } from './public-notices';

const tags = ['public'];

/**
 * The public site's notices (docs/site.md "Public reads"): no token, read-only, under
 * /rest/public/. Only published public notices to everyone; anything else is a 404.
 */
export function publicNoticeRoutes(app: App, publicNotices: PublicNoticeService, files: FileStore): void {
  app.post(
    PUBLIC_PATHS.notices,
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Public notices, newest first; editionId for one edition’s',
        body: publicNoticePageSchema,
      },
    },
    async (request) => ok(await publicNotices.page(request.body)),
  );

  app.post(
    PUBLIC_PATHS.notice,
    {
      config: { auth: 'public' },
      schema: { tags, summary: 'One public notice with its content', body: publicNoticeIdSchema },
    },
    async (request) => ok(await publicNotices.detail(request.body.noticeId)),
  );

  app.get(
    `${PUBLIC_PATHS.file}/:fileId`,
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'An attachment of a public notice (a guide, a form), to anyone',
        params: z.object({ fileId: text().max(64) }),
      },
    },
    async (request, reply) => {
      const file = await files.find(request.params.fileId);
      // A file that is not a public notice's answers as one that does not exist.
      if (!file || !(await publicNotices.isPublicAttachment(file))) throw notFound();
      return sendStoredFile(request, reply, file, {
        open: (range) => files.open(file.fileId, range),
        cacheControl: 'public, max-age=3600',
        disposition: 'attachment',
      });
    },
  );
}
