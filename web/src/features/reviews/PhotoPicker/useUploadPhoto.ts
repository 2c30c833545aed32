import { useCallback } from 'react';
import { FileMessages, UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES } from '@tote/contract/files';
import { putFile } from './putFile.ts';
import { useUploadPhotoMutation } from './useUploadPhotoMutation.ts';

/** The api's rules, checked before asking: the same messages as its refusals. */
export function photoProblem(file: Blob): string | null {
  if (!(UPLOAD_CONTENT_TYPES as readonly string[]).includes(file.type)) return FileMessages.type;
  if (file.size === 0) return FileMessages.empty;
  if (file.size > UPLOAD_MAX_BYTES) return FileMessages.size;
  return null;
}

export interface UploadPhotoOptions {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Uploads one review photo: asks for a key (requestPhotoUpload), then PUTs the bytes to its URL. Resolves with
 * the key (to name when writing the review); rejects with an Error whose message is for the shopper.
 */
export function useUploadPhoto(): (file: File, options?: UploadPhotoOptions) => Promise<string> {
  const [request] = useUploadPhotoMutation();
  return useCallback(
    async (file, options = {}) => {
      const problem = photoProblem(file);
      if (problem) throw new Error(problem);
      const { requestPhotoUpload: r } = await request({ input: { contentType: file.type, size: file.size } });
      if (!r.upload) throw new Error(r.userErrors[0]?.message ?? 'Please try again.');
      await putFile(r.upload.uploadUrl, file, { headers: r.upload.headers, ...options });
      return r.upload.key;
    },
    [request],
  );
}
