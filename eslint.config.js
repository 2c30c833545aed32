// One lint configuration for the whole monorepo (`npm run lint`). Prettier owns the layout (eslint-config-prettier
// turns ESLint's layout rules off); the rules here are about correctness, hooks, size and the layering.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The workspaces. A package may use another one only as a package, and among ours only @tote/contract.
// contract/ itself depends on nothing but zod.
const packages = ['contract', 'schema', 'api', 'gateway', 'web', 'scripts', 'e2e'];

// The one exception: the gateway's tests may start an api in-process through the api's declared test entry
// (`@tote/api/testing`), to choose its payment provider and reach its database. The gateway's code never may.
const TEST_ENTRIES = { gateway: { files: 'gateway/test/**', allow: ['@tote/api/testing'] } };

/** no-restricted-imports for files of `pkg`: no relative path into another workspace, no @tote package but contract. */
function layering(pkg, files = [`${pkg}/**/*.{ts,tsx,js,mjs,cjs}`], allow = []) {
  const others = packages.filter((p) => p !== pkg && !(pkg === 'gateway' && p === 'scripts'));
  const withSrc = others.filter((p) => p !== 'schema' && p !== 'e2e');
  const patterns = [
    {
      // '../../api/src/db/index.js' from gateway/test, or any path through another workspace's src/ folder
      regex: `^(\\.\\./)+(${others.join('|')})(/|$)|(^|/)(${withSrc.join('|')})/src(/|$)`,
      message: `${pkg}/ reaches into another package by path: import it by package name (only @tote/contract).`,
    },
  ];
  if (pkg === 'contract') {
    patterns.push({
      regex: '^(?!zod(/|$)|\\.{1,2}/)',
      message: 'contract/ depends on nothing but zod and its own files.',
    });
  } else {
    patterns.push({
      regex: `^@tote/(?!contract(/|$)${allow.map((name) => `|${name.slice('@tote/'.length)}$`).join('')})`,
      message: 'Among our packages only @tote/contract is imported; the others talk over HTTP or GraphQL.',
    });
  }
  return {
    files,
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/.tsbuild/**',
      '**/__generated__/**',
      'schema/generated/**',
      'web/persisted-queries.json',
      '.test-results/**',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    rules: {
      // `_name` marks a parameter or binding that is there on purpose and unused.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  // Last: turns off the rules that fight Prettier (max-len among them), so the size rules below come after it.
  prettier,
  {
    // Hand-written code (generated files are ignored above): Prettier wraps code at 120 columns; comments and
    // strings it cannot wrap are wrapped by hand. A file over 300 lines (blank lines and comments count) is split.
    rules: {
      'max-len': ['error', { code: 120, tabWidth: 2, ignoreUrls: true, ignoreRegExpLiterals: true }],
      'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }],
    },
  },
  ...packages.map((pkg) => layering(pkg)),
  ...Object.entries(TEST_ENTRIES).map(([pkg, { files, allow }]) => layering(pkg, [files], allow)),
);
