/**
 * The deployment files as an operator runs them (README "Deploying"): the Dockerfile's run stage starts what CI's
 * multi-instance job starts (`npm run start:prod`) and holds built output only; docker-compose.yml parses with the
 * compose CLI of Debian's packages (`apt-get install docker-compose`; .ci/run installs it) and refuses to start
 * without the settings production requires. No Docker engine is needed: nothing is built or pulled.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface Instruction {
  keyword: string;
  args: string;
}

/** The Dockerfile's stages, each a list of instructions (continuation lines joined, comments left out). */
function stages(dockerfile: string): Instruction[][] {
  const lines = dockerfile.replace(/\\\n/g, ' ').split('\n');
  const result: Instruction[][] = [];
  for (const line of lines.map((l) => l.trim()).filter((l) => l && !l.startsWith('#'))) {
    const [, keyword = '', args = ''] = /^(\w+)\s+(.*)$/.exec(line) ?? [];
    if (keyword.toUpperCase() === 'FROM') result.push([]);
    result.at(-1)?.push({ keyword: keyword.toUpperCase(), args });
  }
  return result;
}

describe('Dockerfile', () => {
  const run = stages(read('Dockerfile')).at(-1)!;
  const all = (keyword: string) => run.filter((i) => i.keyword === keyword);

  it("runs `npm run start:prod`, the production start CI's multi-instance job runs, as the image's command", () => {
    const cmd = JSON.parse(all('CMD').at(-1)!.args) as string[];
    const startProd = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts['start:prod'];
    expect(cmd.join(' ')).toBe(startProd);
    expect(read('scripts/test/multi-instance-procs.ts')).toContain("'scripts/src/start-prod.mjs'");
  });

  it('copies built output and production dependencies only into the run stage: no source .ts, no tsx', () => {
    const sources = all('COPY').flatMap(({ args }) => {
      const words = args.split(/\s+/).filter((w) => !w.startsWith('--'));
      return words.slice(0, -1);
    });
    expect(sources.length).toBeGreaterThan(5);
    expect(sources.filter((s) => /\.tsx?$|^\.$|\/src$|^(api|gateway|web|contract|schema|scripts)\/?$/.test(s))).toEqual(
      [],
    );
    // What a COPY names exists once built (or is the modules' install of the deps stage).
    const allowed =
      /^\/app\/(node_modules|package\.json|(api|gateway)\/dist|web\/(dist|dist-server|persisted-queries\.json)|schema\/\*\.graphql|scripts\/src\/[\w-]+\.mjs)$/;
    expect(sources.filter((s) => !allowed.test(s))).toEqual([]);
    // Every module start-prod.mjs imports is copied with it.
    const imports = [...read('scripts/src/start-prod.mjs').matchAll(/from '\.\/([\w-]+\.mjs)'/g)].map((m) => m[1]);
    for (const file of imports) expect(sources).toContain(`/app/scripts/src/${file}`);
    expect(run.map((i) => i.args).join('\n')).not.toMatch(/\btsx\b/);
  });

  it('runs as an unprivileged user, with NODE_ENV=production and a health check', () => {
    expect(all('USER').at(-1)?.args).toBe('node');
    expect(
      all('ENV')
        .map((i) => i.args)
        .join(' '),
    ).toMatch(/NODE_ENV=production/);
    expect(all('HEALTHCHECK')).toHaveLength(1);
    const deps = stages(read('Dockerfile')).find((stage) => stage.some((i) => /--omit=dev/.test(i.args)));
    expect(deps, 'a stage installs the production dependencies only').toBeDefined();
  });
});

const compose = spawnSync('docker-compose', ['version'], { encoding: 'utf8' });
const hasCompose = compose.status === 0;

// Each docker-compose run is a Python start-up: ~0.7 s alone, 1.4 s on a loaded 2-core machine, six runs a test.
describe.skipIf(!hasCompose)("docker-compose.yml (Debian's docker-compose)", { timeout: 60_000 }, () => {
  const config = (env: Record<string, string>, ...args: string[]) =>
    spawnSync('docker-compose', ['-f', 'docker-compose.yml', 'config', ...args], {
      cwd: root,
      encoding: 'utf8',
      env: { PATH: process.env.PATH, ...env },
    });
  const required = { AUTH_SECRET: 'x'.repeat(48), SMTP_URL: 'smtp://mail.internal:587', FULFILMENT: 'webhook' };

  it('parses, with both apis and both gateways on the image of ./Dockerfile', () => {
    const parsed = config(required);
    expect(parsed.stderr).toBe('');
    expect(parsed.status).toBe(0);
    expect(config(required, '--services').stdout.trim().split('\n').sort()).toEqual(
      ['api1', 'api2', 'gateway1', 'gateway2', 'postgres', 'proxy', 'redis'].sort(),
    );
    expect(parsed.stdout.match(/image: tote:latest/g)).toHaveLength(4);
    expect(parsed.stdout.match(/TOTE_ROLE: api\n/g)).toHaveLength(2);
    expect(parsed.stdout.match(/TOTE_ROLE: gateway\n/g)).toHaveLength(2);
    expect(parsed.stdout).not.toMatch(/\btsx\b|npm ci/);
  });

  it('refuses to start without the settings production requires', () => {
    for (const name of Object.keys(required)) {
      const without = config({ ...required, [name]: '' }, '-q');
      expect(without.status).not.toBe(0);
      expect(without.stderr).toContain(name);
    }
  });
});

it.runIf(!hasCompose)('docker-compose.yml: skipped, no docker-compose here (apt-get install docker-compose)', () => {
  expect(existsSync(path.join(root, 'docker-compose.yml'))).toBe(true);
});
