/**
 * A MaxMind DB file read on demand: the search tree and the data section are read in pages through a bounded
 * cache (PAGE_BYTES × pages), so a 60 MB database costs the process a few MB rather than its size, which
 * whole-file readers (maxmind, mmdb-lib) hold in memory. Format: a binary search tree over the address bits, 16
 * zero bytes, the data section, then the metadata after the marker "\xAB\xCD\xEFMaxMind.com".
 *
 * Reads are synchronous positioned reads (pread) of a local file, microseconds each and a handful per lookup:
 * an asynchronous read per page cost several times the memory (a promise and a thread-pool hop each) and time.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { LRUCache } from 'lru-cache';
import { MmdbDecoder, type MmdbValue } from './mmdb-decoder.js';

const PAGE_BYTES = 4096;
const METADATA_MARKER = Buffer.from('abcdef4d61784d696e642e636f6d', 'hex');
/** The metadata is within the file's last 128 KiB (the format's own bound). */
const METADATA_MAX = 128 * 1024;

interface Layout {
  nodeCount: number;
  recordSize: 24 | 28 | 32;
  ipVersion: 4 | 6;
  treeBytes: number;
}

interface Opened {
  fd: number;
  layout: Layout;
  data: MmdbDecoder;
}

export class MmdbFile {
  /** The cache: one slab of pages (allocated once: a buffer per page read fragmented the heap by tens of MB). */
  private readonly slab: Buffer;
  private readonly pageLength: Uint16Array;
  /** A page of the file → its slot in the slab, least recently used first out. */
  private readonly slotOf: LRUCache<number, number>;
  private opened: Opened | undefined;

  /** `cacheBytes`: the most of the file kept in memory between lookups (at least two pages). */
  constructor(
    private readonly path: string,
    cacheBytes = 2 * 1024 * 1024,
  ) {
    const slots = Math.max(2, Math.floor(cacheBytes / PAGE_BYTES));
    this.slab = Buffer.alloc(slots * PAGE_BYTES);
    this.pageLength = new Uint16Array(slots);
    this.slotOf = new LRUCache({ max: slots });
  }

  /** The record of an address (its bytes, 4 or 16, big-endian), or null when the database has none. */
  lookup(address: Uint8Array): MmdbValue | null {
    const { layout, data } = this.ready();
    if (address.length === 16 && layout.ipVersion === 4) return null;
    // An IPv6 database holds IPv4 addresses under ::a.b.c.d.
    if (address.length === 4 && layout.ipVersion === 6) address = Uint8Array.from([...new Uint8Array(12), ...address]);
    const nodeBytes = layout.recordSize / 4;
    let node = 0;
    for (let bit = 0; bit < address.length * 8 && node < layout.nodeCount; bit++) {
      const right = (address[bit >> 3]! >> (7 - (bit & 7))) & 1;
      node = recordOf(this.bytes(node * nodeBytes, nodeBytes), layout.recordSize, right);
    }
    if (node <= layout.nodeCount) return null; // nodeCount itself: "no data"
    return data.decode(node - layout.nodeCount - 16).value;
  }

  close(): void {
    const opened = this.opened;
    this.opened = undefined;
    this.slotOf.clear();
    if (opened) closeSync(opened.fd);
  }

  private ready(): Opened {
    this.opened ??= this.openFile();
    return this.opened;
  }

  private openFile(): Opened {
    const fd = openSync(this.path, 'r');
    try {
      const { size } = fstatSync(fd);
      const tailStart = Math.max(0, size - METADATA_MAX);
      const tail = Buffer.alloc(size - tailStart);
      readSync(fd, tail, 0, tail.length, tailStart);
      const marker = tail.lastIndexOf(METADATA_MARKER);
      if (marker < 0) throw new Error(`${this.path}: not a MaxMind DB file (no metadata)`);
      const start = marker + METADATA_MARKER.length;
      const meta = new MmdbDecoder((at, n) => tail.subarray(at, at + n), start).decode(0).value;
      const layout = layoutOf(meta, this.path);
      const data = new MmdbDecoder((at, n) => this.bytes(at, n), layout.treeBytes + 16);
      return { fd, layout, data };
    } catch (e) {
      closeSync(fd);
      throw e;
    }
  }

  /** Bytes from the file through the page cache (fewer at its end): a view, good until the next read. */
  private bytes(offset: number, length: number): Buffer {
    const first = Math.floor(offset / PAGE_BYTES);
    const last = Math.floor((offset + length - 1) / PAGE_BYTES);
    const from = offset - first * PAGE_BYTES;
    if (first === last) return this.page(first).subarray(from, from + length);
    const pages = Array.from({ length: last - first + 1 }, (_, i) => this.page(first + i));
    return Buffer.concat(pages).subarray(from, from + length);
  }

  private page(index: number): Buffer {
    let slot = this.slotOf.get(index);
    if (slot === undefined) {
      const full = this.slotOf.size === this.pageLength.length;
      slot = full ? this.slotOf.pop()! : this.slotOf.size;
      this.pageLength[slot] = readSync(this.ready().fd, this.slab, slot * PAGE_BYTES, PAGE_BYTES, index * PAGE_BYTES);
      this.slotOf.set(index, slot);
    }
    return this.slab.subarray(slot * PAGE_BYTES, slot * PAGE_BYTES + this.pageLength[slot]!);
  }
}

function layoutOf(meta: MmdbValue, path: string): Layout {
  const m = meta as Record<string, MmdbValue>;
  const nodeCount = Number(m.node_count);
  const recordSize = Number(m.record_size);
  const ipVersion = Number(m.ip_version);
  if (!Number.isSafeInteger(nodeCount) || ![24, 28, 32].includes(recordSize) || ![4, 6].includes(ipVersion))
    throw new Error(`${path}: unsupported MaxMind DB metadata`);
  return {
    nodeCount,
    recordSize: recordSize as Layout['recordSize'],
    ipVersion: ipVersion as Layout['ipVersion'],
    treeBytes: (nodeCount * recordSize) / 4,
  };
}

/** One of a node's two records (left: 0, right: 1). */
function recordOf(node: Buffer, recordSize: number, right: number): number {
  if (recordSize === 24) return node.readUIntBE(right * 3, 3);
  if (recordSize === 32) return node.readUInt32BE(right * 4);
  // 28 bits: the middle byte holds the high nibble of each record
  const middle = node[3]!;
  return right
    ? (middle & 0x0f) * 0x1000000 + node.readUIntBE(4, 3)
    : (middle >> 4) * 0x1000000 + node.readUIntBE(0, 3);
}
