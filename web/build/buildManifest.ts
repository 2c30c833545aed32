import { randomBytes } from 'node:crypto';
import type { Plugin } from 'vite';

const BUILD_ID = /^[A-Za-z0-9._-]{1,40}$/;

/** TOTE_BUILD_ID when set (a deploy may pass its commit), else the time of the build and a random suffix. */
function buildIdFromEnv(): string {
  const given = process.env.TOTE_BUILD_ID;
  if (given !== undefined && given !== '') {
    if (!BUILD_ID.test(given)) throw new Error(`TOTE_BUILD_ID must match ${BUILD_ID}: got ${JSON.stringify(given)}`);
    return given;
  }
  return `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
}

/**
 * The build manifest (SPEC §7): gives the app its build id (`import.meta.env.TOTE_BUILD_ID`, the events'
 * app_version) and writes builds/latest.json and builds/meta/{buildId}.json ({buildId, builtAt}) into the output.
 * An open tab polls latest.json (src/platform/tracking/buildManifest.ts) to learn of a newer build. Builds only: in
 * development the app has no build id and polls nothing.
 */
export function buildManifest(buildId: string = buildIdFromEnv()): Plugin {
  return {
    name: 'tote-build-manifest',
    apply: 'build',
    config: () => ({ define: { 'import.meta.env.TOTE_BUILD_ID': JSON.stringify(buildId) } }),
    generateBundle() {
      const source = `${JSON.stringify({ buildId, builtAt: new Date().toISOString() })}\n`;
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source });
      this.emitFile({ type: 'asset', fileName: `builds/meta/${buildId}.json`, source });
    },
  };
}
