import { FILE_LIMITS, FILE_MESSAGES } from '@awards/shared/files';
import type { MessageRef } from '@awards/shared/i18n';
import {
  WEB_UPLOAD_MESSAGES,
  WEB_UPLOAD_PATH,
  WEB_UPLOAD_SIGNATURE_HEADER,
  webUploadFieldsSchema,
} from '@awards/shared/web-upload';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import { badRequest, type FieldErrors } from '../../platform/errors';
import type { IntegrationServices } from './module';

const FIELD_COUNT = Object.keys(webUploadFieldsSchema.shape).length;

/** `POST /auth/webUpload`: multipart, the form fields first, then the one file (docs/integration.md). */
export function integrationRoutes(app: App, { webUploads }: IntegrationServices): void {
  void app.register(async (instance: FastifyInstance) => {
    const scope = instance as unknown as App;
    const maxBytes = FILE_LIMITS.attachment.maxBytes;
    await scope.register(multipart, {
      limits: {
        files: 1,
        fields: FIELD_COUNT,
        parts: FIELD_COUNT + 1,
        fieldSize: 512,
        // One byte over lets the store tell "too large" from "exactly the limit".
        fileSize: maxBytes + 1,
        headerPairs: 100,
      },
    });
    scope.post(
      WEB_UPLOAD_PATH,
      {
        // No session: the sending system signs the request with its app's secret.
        config: { auth: 'public' },
        schema: {
          tags: ['integration'],
          summary:
            'Another system uploads one file: multipart fields senderSysName, senderSysCode, receiverSysName, ' +
            'receiverSysCode, requestTime (ms), fileSha256, then the file; X-Signature: HMAC-SHA256 hex',
        },
      },
      async (request) => {
        if (!request.isMultipart()) throw badRequest({ file: FILE_MESSAGES.missing });
        const fields: Record<string, string> = {};
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            if (typeof part.value === 'string') fields[part.fieldname] = part.value;
            continue;
          }
          const parsed = webUploadFieldsSchema.safeParse(fields);
          if (!parsed.success) {
            // Every field's schema names its message; a field missing means it did not come first.
            const errors: FieldErrors = {};
            for (const issue of parsed.error.issues) {
              const field = String(issue.path[0] ?? 'file');
              errors[field] ??=
                field in fields ? (issue.message as MessageRef) : WEB_UPLOAD_MESSAGES.fieldsFirst;
            }
            throw badRequest(errors);
          }
          const header = request.headers[WEB_UPLOAD_SIGNATURE_HEADER];
          const verified = await webUploads.verify(
            parsed.data,
            typeof header === 'string' ? header : undefined,
          );
          return ok(await webUploads.store(part.file, part.filename, verified));
        }
        throw badRequest({ file: FILE_MESSAGES.missing });
      },
    );
  });
}
