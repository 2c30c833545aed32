/**
 * Presigned URLs of an S3-compatible store (path-style: {endpoint}/{bucket}/{key}), signed with aws4fetch
 * (a small, dependency-free SigV4 signer). A PUT URL signs its content type and length, so the store
 * itself refuses another type or size.
 */
import { AwsV4Signer } from 'aws4fetch';
import type { S3Settings } from './settings.js';

export interface PresignInput {
  method: 'GET' | 'PUT';
  key: string;
  expiresInSeconds: number;
  now: Date;
  headers?: Record<string, string>;
}

/** A presigned URL of the object `key`: X-Amz-* query parameters, valid for expiresInSeconds. */
export async function presignUrl(s3: S3Settings, p: PresignInput): Promise<string> {
  const url = new URL(`${s3.endpoint}/${encodeURIComponent(s3.bucket)}/${encodeURIComponent(p.key)}`);
  url.searchParams.set('X-Amz-Expires', String(p.expiresInSeconds));
  const signer = new AwsV4Signer({
    method: p.method,
    url: url.toString(),
    headers: p.headers ?? {},
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    service: 's3',
    region: s3.region,
    signQuery: true,
    allHeaders: true,
    datetime: p.now.toISOString().replace(/[:-]|\.\d{3}/g, ''),
  });
  const signed = await signer.sign();
  return signed.url.toString();
}
