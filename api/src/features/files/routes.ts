/** /v1/file/* (contract/files.ts): upload keys, the local store's uploads, and serving stored files. */
import type { FastifyInstance } from 'fastify';
import { UPLOAD_MAX_BYTES, type UploadTicket } from '@tote/contract/files';
import type { Db } from '../../platform/db/schema.js';
import { requireUser } from '../auth/index.js';
import { ok } from '../../platform/http/respond.js';
import { implement } from '../../platform/http/implement.js';
import { v1Path } from '@tote/contract/v1/endpoint';
import type { FileSettings } from './settings.js';
import { filesBytesV1, filesV1 } from '@tote/contract/v1/files';
import { acceptUpload, createUploadTicket, storedFile } from './uploads.js';

export interface FileDeps {
  db: Db;
  settings: FileSettings;
}

export function registerFileRoutes(app: FastifyInstance, { db, settings }: FileDeps): void {
  implement(app, filesV1, {
    generateUploadedFileKey: (p, ctx): Promise<UploadTicket> =>
      createUploadTicket(db, settings, requireUser(ctx).user.id, p),
  });

  // The raw bytes, whatever their content type (checked by their magic numbers); a body a little over the
  // limit is read to answer FileMessages.size, a much larger one is cut off by Fastify.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES * 2 }, (_req, body, done) =>
      done(null, body),
    );
    scope.put<{ Params: { key: string } }>(v1Path(filesBytesV1.upload), async (req) => {
      const user = requireUser(req.ctx).user;
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      return ok(await acceptUpload(db, settings, user.id, req.params.key, body));
    });
  });

  app.get<{ Params: { key: string } }>(v1Path(filesBytesV1.file), async (req, reply) => {
    const file = await storedFile(db, settings, req.params.key);
    if (file.kind === 'none') return reply.code(404).header('cache-control', 'no-store').send('Not Found');
    if (file.kind === 'redirect') return reply.header('cache-control', 'private, max-age=600').redirect(file.url);
    return reply
      .header('content-type', file.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(file.bytes);
  });
}
