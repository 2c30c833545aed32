import { encode, type Encoding } from '../compress.js';

/**
 * A page's bytes and each encoding of them, made once: a guest's page that is kept (keptPages.ts) goes out to many
 * guests, and brotli of its ~160 KB cost more than the rest of sending it.
 */
export class PageBody {
  readonly bytes: Buffer;
  private readonly encodings = new Map<Encoding, Promise<Buffer>>();

  constructor(html: string | Buffer) {
    this.bytes = typeof html === 'string' ? Buffer.from(html) : html;
  }

  encoded(encoding: Encoding): Promise<Buffer> {
    let out = this.encodings.get(encoding);
    if (!out) {
      out = encode(this.bytes, encoding);
      this.encodings.set(encoding, out);
      out.catch(() => this.encodings.delete(encoding));
    }
    return out;
  }
}
