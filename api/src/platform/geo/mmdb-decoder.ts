/**
 * The data section's decoder of the MaxMind DB format (version 2), over bytes read on demand: a lookup reads the
 * few hundred bytes of its record instead of the whole file being held in memory (mmdb.ts). Every type of the
 * format is decoded; 64- and 128-bit integers become bigints.
 */

/** Bytes of the file from an offset (a page cache's, or an in-memory buffer's). */
export type ByteSource = (offset: number, length: number) => Buffer;

export type MmdbValue = string | number | bigint | boolean | Buffer | MmdbValue[] | { [key: string]: MmdbValue };

const POINTER = 1;
const UTF8 = 2;
const DOUBLE = 3;
const BYTES = 4;
const UINT16 = 5;
const UINT32 = 6;
const MAP = 7;
const INT32 = 8;
const UINT64 = 9;
const UINT128 = 10;
const ARRAY = 11;
const BOOLEAN = 14;
const FLOAT = 15;

interface Decoded {
  value: MmdbValue;
  /** The offset just past the value (past the pointer, for a pointer). */
  next: number;
}

/** Decodes values at offsets relative to `base` (the data section's start); pointers are relative to it too. */
export class MmdbDecoder {
  constructor(
    private readonly read: ByteSource,
    private readonly base: number,
  ) {}

  decode(offset: number): Decoded {
    // A control byte, an extended type byte and up to 4 bytes of size or pointer: one read covers them.
    const head = this.read(this.base + offset, 6);
    const ctrl = head[0]!;
    let type = ctrl >> 5;
    let at = 1;
    if (type === POINTER) {
      const pointerSize = (ctrl >> 3) & 3;
      const target = pointerOf(ctrl, pointerSize, head.subarray(1));
      return { value: this.decode(target).value, next: offset + 2 + pointerSize };
    }
    if (type === 0) type = 7 + head[at++]!;
    let size = ctrl & 0x1f;
    if (size >= 29) {
      const extra = size - 28;
      const n = head.readUIntBE(at, extra);
      size = size === 29 ? 29 + n : size === 30 ? 285 + n : 65_821 + n;
      at += extra;
    }
    return this.payload(type, size, offset + at);
  }

  private payload(type: number, size: number, at: number): Decoded {
    if (type === MAP) {
      const map: { [key: string]: MmdbValue } = {};
      let next = at;
      for (let i = 0; i < size; i++) {
        const key = this.decode(next);
        const value = this.decode(key.next);
        map[String(key.value)] = value.value;
        next = value.next;
      }
      return { value: map, next };
    }
    if (type === ARRAY) {
      const list: MmdbValue[] = [];
      let next = at;
      for (let i = 0; i < size; i++) {
        const item = this.decode(next);
        list.push(item.value);
        next = item.next;
      }
      return { value: list, next };
    }
    if (type === BOOLEAN) return { value: size !== 0, next: at };
    const bytes = size === 0 ? Buffer.alloc(0) : this.read(this.base + at, size);
    return { value: scalar(type, bytes), next: at + size };
  }
}

function pointerOf(ctrl: number, pointerSize: number, b: Buffer): number {
  const high = ctrl & 7;
  if (pointerSize === 0) return (high << 8) | b[0]!;
  if (pointerSize === 1) return 2048 + ((high << 16) | b.readUInt16BE(0));
  if (pointerSize === 2) return 526_336 + high * 0x1000000 + b.readUIntBE(0, 3);
  return b.readUInt32BE(0);
}

function scalar(type: number, bytes: Buffer): MmdbValue {
  switch (type) {
    case UTF8:
      return bytes.toString('utf8');
    case DOUBLE:
      return bytes.readDoubleBE(0);
    case FLOAT:
      return bytes.readFloatBE(0);
    case BYTES:
      return Buffer.from(bytes);
    case UINT16:
    case UINT32:
      return bytes.length === 0 ? 0 : bytes.readUIntBE(0, bytes.length);
    case INT32: // shorter than 4 bytes: zero-padded, so not negative
      return bytes.length === 4 ? bytes.readInt32BE(0) : bytes.length === 0 ? 0 : bytes.readUIntBE(0, bytes.length);
    case UINT64:
    case UINT128:
      return bytes.reduce((n, byte) => (n << 8n) | BigInt(byte), 0n);
    default:
      throw new Error(`mmdb: unknown data type ${type}`);
  }
}
