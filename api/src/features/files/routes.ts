/** /v1/file/* (contract/files.ts): upload keys, the local store's uploads, and serving stored files. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FileMessages, UPLOAD_MAX_BYTES, UPLOAD_PURPOSES, type UploadTicket } from '@tote/contract/files';
import type { Db } from '../../platform/db/schema.js';
import { requireUser } from '../auth/index.js';
import { ok } from '../../platform/http/respond.js';
import { int } from '@tote/contract/params';
import { V1, route } from '../../platform/http/route.js';
import type { FileSettings } from './settings.js';
import { FILE_PATH, UPLOAD_PATH, acceptUpload, createUploadTicket, storedFile } from './uploads.js';

export interface FileDeps {
  db: Db;
  settings: FileSettings;
}

export function registerFileRoutes(app: FastifyInstance, { db, settings }: FileDeps): void {
  route(app, {
    path: '/file/aws/generateUploadedFileKey',
    methods: ['POST'],
    auth: true,
    params: z.object({
      purpose: z.enum(UPLOAD_PURPOSES),
      contentType: z.string({ error: FileMessages.type }).max(100, FileMessages.type),
      size: int(0, Number.MAX_SAFE_INTEGER),
    }),
    handler: (p, ctx): Promise<UploadTicket> => createUploadTicket(db, settings, requireUser(ctx).user.id, p),
  });

  // The raw bytes, whatever their content type (checked by their magic numbers); a body a little over the
  // limit is read to answer FileMessages.size, a much larger one is cut off by Fastify.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES * 2 }, (_req, body, done) =>
      done(null, body),
    );
    scope.put<{ Params: { key: string } }>(`${V1}${UPLOAD_PATH}/:key`, async (req) => {
      const user = requireUser(req.ctx).user;
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      return ok(await acceptUpload(db, settings, user.id, req.params.key, body));
    });
  });

  app.get<{ Params: { key: string } }>(`${V1}${FILE_PATH}/:key`, async (req, reply) => {
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
