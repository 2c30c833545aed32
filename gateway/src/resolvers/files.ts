/**
 * Photo uploads (schema/files.graphql): `requestPhotoUpload` asks /file/aws/generateUploadedFileKey for a
 * review photo's key. The api's upload URL becomes the shop's /files/upload/{key} (http/files.ts passes it on
 * with the session); a store's presigned URL goes out as is. The api's 40001 refusals (type, size) are
 * userErrors with its message verbatim.
 */
import { filesV1 } from '@tote/contract/v1/files';
import { FileMessages } from '@tote/contract/files';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { Code, type UpstreamError } from '../errors.js';
import { shopUploadUrl } from '../http/files.js';
import { requireSignIn } from './session.js';
import { attempt } from './upstreamCalls.js';

const FILE_USER_ERROR_CODES: ReadonlySet<number> = new Set([Code.BAD_REQUEST]);

const SIZE_MESSAGES: ReadonlySet<string> = new Set([FileMessages.size, FileMessages.empty]);
const fieldOf = (e: UpstreamError): string[] => [
  'input',
  SIZE_MESSAGES.has(e.content) || e.content.includes('parameter size') ? 'size' : 'contentType',
];

export const filesResolvers: Resolvers = {
  Mutation: {
    requestPhotoUpload: async (_p, { input }, ctx) => {
      requireSignIn(ctx, filesV1.generateUploadedFileKey);
      const r = await attempt(
        ctx,
        ctx.loaders.uploadKey.load({ purpose: 'review', contentType: input.contentType, size: input.size }),
        fieldOf,
        FILE_USER_ERROR_CODES,
      );
      if (!r.ok) return { upload: null, userErrors: r.userErrors };
      const t = r.value;
      return {
        upload: {
          ...t,
          uploadUrl: shopUploadUrl(t.uploadUrl),
          headers: Object.entries(t.headers).map(([name, value]) => ({ name, value })),
        },
        userErrors: [],
      };
    },
  },
};
