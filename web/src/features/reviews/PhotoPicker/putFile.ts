/**
 * PUTs a file's bytes to an upload URL (the shop's /files/upload/{key}, with the session cookie, or a store's
 * presigned URL) with XMLHttpRequest, which reports upload progress (fetch does not).
 */
export interface PutFileOptions {
  headers: readonly { name: string; value: string }[];
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** The api's envelope for its own upload URL; a store answers with no body of interest. */
interface UploadAnswer {
  code?: number;
  message?: { content?: string } | null;
}

export const UPLOAD_FAILED = 'The photo could not be uploaded. Please try again.';

/** Resolves when stored; rejects with an Error whose message is for the shopper. */
export function putFile(url: string, file: Blob, { headers, onProgress, signal }: PutFileOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.withCredentials = false;
    for (const h of headers) xhr.setRequestHeader(h.name, h.value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      let answer: UploadAnswer = {};
      try {
        answer = xhr.responseText ? (JSON.parse(xhr.responseText) as UploadAnswer) : {};
      } catch {
        // A store's XML or empty answer: the status says it all.
      }
      if (xhr.status >= 200 && xhr.status < 300 && (answer.code ?? 0) === 0) return resolve();
      reject(new Error(answer.message?.content || UPLOAD_FAILED));
    };
    xhr.onerror = () => reject(new Error(UPLOAD_FAILED));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
