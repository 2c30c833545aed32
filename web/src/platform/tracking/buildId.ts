declare global {
  interface ImportMetaEnv {
    /** Set by the build (build/buildManifest.ts); absent in development and unit tests. */
    readonly TOTE_BUILD_ID?: string;
  }
}

/** This page's build ('dev' without one): events' app_version, compared with builds/latest.json. */
export function buildId(): string {
  return import.meta.env.TOTE_BUILD_ID ?? 'dev';
}
