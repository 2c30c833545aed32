/** Types of v8-flags.mjs (plain JavaScript: the production image runs it without a TypeScript loader). */
export declare function v8Flags(server: 'api' | 'gateway', options: { embeddedDb: boolean }): string[];
export declare function serverEnv(server: 'api' | 'gateway'): Record<string, string>;
