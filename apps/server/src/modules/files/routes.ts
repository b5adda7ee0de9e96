import { FILE_LIMITS, FILE_MESSAGES, uploadQuerySchema } from '@awards/shared/files';
import { text } from '@awards/shared/primitives';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../../platform/auth/guard';
import { tokenFromHeader } from '../../platform/auth/sessions';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import { badRequest, unauthorised } from '../../platform/errors';
import { sendStoredFile } from '../../platform/files/send-file';
import type { FilesServices } from './module';

const LARGEST_FILE = Math.max(...Object.values(FILE_LIMITS).map((l) => l.maxBytes));

/** The one file part of an upload, or a 400 naming what is wrong. */
async function filePart(request: FastifyRequest, maxBytes: number) {
  try {
    // One byte over the limit lets the store tell "too large" from "exactly the limit".
    const part = await request.file({ limits: { fileSize: maxBytes + 1 } });
    if (part) return part;
  } catch (error) {
    if ((error as { code?: string }).code !== 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw error;
  }
  throw badRequest({ file: FILE_MESSAGES.missing });
}

/** Upload and download (spec 000 §7 "Generic helpers"); the FileStore is platform/files. */
export function fileRoutes(app: App, { files, sessions }: FilesServices): void {
  // Multipart parsing exists only inside this scope, with limits: nowhere else accepts uploads.
  void app.register(async (instance: FastifyInstance) => {
    const scope = instance as unknown as App;
    await scope.register(multipart, {
      limits: { files: 1, fields: 10, parts: 11, fileSize: LARGEST_FILE + 1, headerPairs: 100 },
    });
    scope.post(
      '/rest/file/upload',
      {
        config: { auth: 'login' },
        schema: {
          tags: ['files'],
          summary: 'Upload one file (multipart, any field name); ?purpose=avatar|attachment',
          querystring: uploadQuerySchema,
        },
      },
      async (request) => {
        const user = currentUser(request);
        const { purpose } = request.query;
        const part = await filePart(request, FILE_LIMITS[purpose].maxBytes);
        return ok(
          await files.upload(part.file, { fileName: part.filename, purpose, ownerUserId: user.userId }),
        );
      },
    );
  });

  app.get(
    '/rest/file/download/:fileId',
    {
      // Declared public for the guard, which reads only the Authorization header: an
      // <img src> or a download link cannot send one, so this route also takes the
      // token from ?token= and authenticates the request itself, first thing below.
      config: { auth: 'public' },
      schema: {
        tags: ['files'],
        summary: 'Stream a file (or one byte range of it); token in the Authorization header or ?token=',
        params: z.object({ fileId: text().max(64) }),
        querystring: z.object({ token: text().max(200).optional() }),
      },
    },
    async (request, reply) => {
      const token = tokenFromHeader(request.headers.authorization) ?? tokenFromHeader(request.query.token);
      const user = token ? await sessions.resolve(token) : null;
      if (!user) throw unauthorised();
      request.user = user;
      request.sessionToken = token;

      const file = await files.readable(user, request.params.fileId);
      return sendStoredFile(request, reply, file, {
        open: async (range) => ({ stream: await files.open(file, range) }),
        cacheControl: 'private, max-age=86400',
        disposition: file.purpose === 'avatar' ? 'inline' : 'attachment',
      });
    },
  );
}
