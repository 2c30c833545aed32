import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files a browser fetches as text; source maps are left as they are (rarely fetched, large to encode). */
const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this size an encoded copy saves too little to be worth a file. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

interface Sizes {
  raw: number;
  br: number;
  gz: number;
}

async function precompressFile(file: string): Promise<Sizes | null> {
  const raw = await readFile(file);
  if (raw.length < MIN_BYTES) return null;
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzipped(raw, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // The server picks an encoded copy whenever it exists: write it only when it is smaller.
  if (br.length < raw.length) await writeFile(`${file}.br`, br);
  if (gz.length < raw.length) await writeFile(`${file}.gz`, gz);
  return { raw: raw.length, br: Math.min(br.length, raw.length), gz: Math.min(gz.length, raw.length) };
}

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy next to every text file of the build, once, at the highest
 * levels; the gateway's static server (sirv) sends the copy the request's Accept-Encoding allows.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'tote:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const work: Promise<Sizes | null>[] = [];
      for await (const file of files(outDir)) if (TEXT.test(file)) work.push(precompressFile(file));
      const sizes = (await Promise.all(work)).filter((s) => s !== null);
      const kb = (key: keyof Sizes) => (sizes.reduce((sum, s) => sum + s[key], 0) / 1024).toFixed(0);
      console.log(`precompressed ${sizes.length} files: ${kb('raw')} KB → ${kb('br')} KB brotli, ${kb('gz')} KB gzip`);
    },
  };
}
