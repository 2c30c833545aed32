/**
 * Compiles the api and the gateway for `npm start`: one ES module per server (api/dist/main.js,
 * gateway/dist/main.js) bundled by esbuild, with our own workspace packages (@tote/contract, TypeScript
 * sources) and a few many-file packages (BUNDLED_PACKAGES) bundled in, every other package left to
 * node_modules. Plain `node` runs the output: no TypeScript compiler at run time. Tests keep running the
 * sources.
 *
 *   npm run build:servers            rebuild both
 */
import { build, type Plugin } from 'esbuild';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { latin1Source } from './latin1-source.ts';
import { repoRoot } from './web-build.ts';

export const SERVERS = ['api', 'gateway'] as const;
export type Server = (typeof SERVERS)[number];

const distDir = (server: Server) => path.join(repoRoot, server, 'dist');
/** The compiled server: what `node` runs. */
export const serverEntry = (server: Server) => path.join(distDir(server), 'main.js');
/** When the last build started and which source files it read: what decides whether it is stale. */
const stampFile = (server: Server) => path.join(distDir(server), 'inputs.json');
const thisFile = fileURLToPath(import.meta.url);

interface Stamp {
  startedAt: number;
  inputs: string[];
}

/**
 * Packages bundled in all the same: ES modules of hundreds of small files each, which node's loader resolves
 * and compiles one by one at every start (~150 ms of the api's start for these three; a restart after a crash
 * is on the shop's critical path). None of them reads files of its own at run time.
 */
export const BUNDLED_PACKAGES = ['kysely', 'zod', 'stripe'];

const bundled = (specifier: string): boolean =>
  specifier.startsWith('@tote/') || BUNDLED_PACKAGES.some((p) => specifier === p || specifier.startsWith(`${p}/`));

/** Packages stay imports, resolved in node_modules at run time; our workspaces are TypeScript, so they are bundled. */
const externalPackages: Plugin = {
  name: 'tote:external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.kind === 'entry-point' || bundled(args.path) ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Sources find files next to them through `import.meta.url` (schema/, web/dist, .data/), which in a bundle
 * names the bundle: each use becomes the URL of the source file, relative to the bundle, so the compiled
 * server reads the same files from wherever the repository is.
 */
function sourceImportMetaUrl(outDir: string): Plugin {
  return {
    name: 'tote:source-import-meta-url',
    setup(b) {
      b.onLoad({ filter: /\.ts$/ }, async (args) => {
        if (args.path.split(path.sep).includes('node_modules')) return undefined;
        const text = await readFile(args.path, 'utf8');
        if (!text.includes('import.meta.url')) return undefined;
        const relative = path.relative(outDir, args.path).split(path.sep).join('/');
        const url = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
        return { contents: text.replaceAll('import.meta.url', url), loader: 'ts' };
      });
    },
  };
}

/** Written aside, then renamed: a start that runs while another one builds never reads a half-written file. */
async function writeAtomically(file: string, data: string | Uint8Array): Promise<void> {
  const aside = `${file}.${process.pid}.tmp`;
  await writeFile(aside, data);
  await rename(aside, file);
}

export async function buildServer(server: Server): Promise<void> {
  const startedAt = Date.now();
  const outDir = distDir(server);
  const result = await build({
    absWorkingDir: repoRoot,
    entryPoints: [path.join(repoRoot, server, 'src', 'main.ts')],
    outfile: serverEntry(server),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    keepNames: true,
    sourcemap: 'linked',
    metafile: true,
    write: false,
    logLevel: 'warning',
    plugins: [externalPackages, sourceImportMetaUrl(outDir)],
  });
  await mkdir(outDir, { recursive: true });
  for (const file of result.outputFiles)
    await writeAtomically(file.path, file.path.endsWith('.js') ? latin1Source(file.text) : file.contents);
  const stamp: Stamp = { startedAt, inputs: Object.keys(result.metafile.inputs) };
  await writeAtomically(stampFile(server), JSON.stringify(stamp));
}

/** True when the server was never built, or a file it was built from (or this script) changed since. */
export async function needsServerBuild(server: Server): Promise<boolean> {
  const stamp = await readFile(stampFile(server), 'utf8').then(
    (text) => JSON.parse(text) as Stamp,
    () => null,
  );
  if (!stamp || !(await stat(serverEntry(server)).catch(() => null))) return true;
  for (const file of [thisFile, ...stamp.inputs.map((input) => path.join(repoRoot, input))]) {
    const info = await stat(file).catch(() => null);
    if (!info || info.mtimeMs > stamp.startedAt) return true;
  }
  return false;
}

/** Builds the servers whose sources changed since their last build. */
export async function buildStaleServers(servers: readonly Server[] = SERVERS): Promise<void> {
  await Promise.all(
    servers.map(async (server) => {
      if (!(await needsServerBuild(server))) return;
      console.log(`Building the ${server}…`);
      await buildServer(server);
    }),
  );
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  for (const server of SERVERS) await buildServer(server);
  console.log(`Built ${SERVERS.map((s) => path.relative(repoRoot, serverEntry(s))).join(', ')}`);
}
