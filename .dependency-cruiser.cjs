// The dependency rules of the packages: `npm run check:deps` (scripts/src/check-deps.ts) cruises each package's
// source with dependency-cruiser, value and type-only imports alike, and fails on a rule broken. One section per
// package; the last rules hold for all.

/**
 * No cycle between folders: dependency-cruiser checks every folder against every other (scope "folder"), and
 * check-deps.ts collapses each module to the unit that `unit` matches (a feature, ui/, platform/, …) and checks
 * those: a unit may not import one that imports it back, however far round.
 */
function noFolderCycles(pkg, unit) {
  return {
    name: `${pkg}: no folder cycles`,
    comment: `${pkg}/: folders that import each other (units: ${unit}); point the dependency one way.`,
    severity: 'error',
    scope: 'folder',
    from: { path: unit },
    to: { circular: true },
  };
}

/** No cycle between files. */
function noFileCycles(pkg) {
  return {
    name: `${pkg}: no file cycles`,
    comment: `${pkg}/: files that import each other, however far round; point the dependency one way.`,
    severity: 'error',
    from: { path: `^${pkg}/` },
    to: { circular: true },
  };
}

// contract/ ──────────────────────────────────────────────────────────────────────────────────────────────────
const contract = [
  noFolderCycles('contract', '^contract/src/[^/]+/'),
  noFileCycles('contract'),
  {
    name: 'contract: zod and itself only',
    comment: 'contract/ is shared by api, gateway and web: it depends on nothing but zod and its own files.',
    severity: 'error',
    from: { path: '^contract/' },
    to: { pathNot: ['^contract/', '^node_modules/zod/'] },
  },
];

// web/src ────────────────────────────────────────────────────────────────────────────────────────────────────
// app/ (entry, route table, root layout) → features/ → ui/ (primitives) → platform/ (relay, session, tracking).
// A feature may use the features after it in this list, each only through its index.ts; never one before it.
const WEB_FEATURES = [
  'home',
  'product',
  'wishlist',
  'capsules',
  'orders',
  'reviews',
  'survey',
  'assistant',
  'tote',
  'account',
  'polls',
  'share',
  'checkout',
  'waitlist',
  'auth',
  'emails',
  'search',
  'catalog',
  'support',
  'banners',
  'info',
  'shell',
];
const feature = (name) => `^web/src/features/${name}/`;
const FEATURE_INDEX = '^web/src/features/[^/]+/index\\.ts$';

const web = [
  noFolderCycles('web', '^web/src/(features/[^/]+|[^/]+)'),
  noFileCycles('web'),
  {
    name: 'web: features only through index.ts',
    comment: "A feature's index.ts is its one public face: import another feature through it, not its files.",
    severity: 'error',
    from: { path: '^web/src/features/([^/]+)/' },
    to: { path: '^web/src/features/', pathNot: ['^web/src/features/$1/', FEATURE_INDEX] },
  },
  {
    name: 'web: the app uses features through index.ts',
    comment: "The route table and the root layout import a feature's index.ts, not its files.",
    severity: 'error',
    from: { path: '^web/src/app/', pathNot: '^web/src/app/firstView\\.ts$' },
    to: { path: '^web/src/features/', pathNot: FEATURE_INDEX },
  },
  {
    name: 'web: first-view styles only',
    comment: 'app/firstView.ts gathers the stylesheets of the first view; it imports nothing else of features.',
    severity: 'error',
    from: { path: '^web/src/app/firstView\\.ts$' },
    to: { path: '^web/src/features/', pathNot: '\\.css$' },
  },
  ...WEB_FEATURES.map((name, i) => ({
    name: `web: ${name} uses only the features after it`,
    comment: `The features' order (WEB_FEATURES): ${name} may not use ${WEB_FEATURES.slice(0, i).join(', ')}.`,
    severity: 'error',
    from: { path: feature(name) },
    to: { path: `^web/src/features/(${[...WEB_FEATURES.slice(0, i), '-'].join('|')})/` },
  })),
  {
    name: 'web: every feature is in the order',
    comment: 'Each folder under web/src/features/ is listed in WEB_FEATURES, the order of .dependency-cruiser.cjs.',
    severity: 'error',
    from: {},
    to: { path: '^web/src/features/', pathNot: `^web/src/features/(${WEB_FEATURES.join('|')})/` },
  },
  {
    name: 'web: ui and platform use no feature',
    comment: 'ui/ and platform/ are below every feature: they know no feature, and not the app.',
    severity: 'error',
    from: { path: '^web/src/(ui|platform)/' },
    to: { path: '^web/src/(features|app)/' },
  },
  {
    name: 'web: platform uses no ui',
    comment: 'platform/ (relay, session, tracking, state) is below ui/: it draws nothing.',
    severity: 'error',
    from: { path: '^web/src/platform/' },
    to: { path: '^web/src/ui/' },
  },
  {
    name: 'web: nothing uses the app',
    comment: 'app/ is the top: main.tsx, the route table and the root layout use the features, not the reverse.',
    severity: 'error',
    from: { path: '^web/src/(features|ui|platform)/' },
    to: { path: '^web/src/app/' },
  },
];

// api/src ────────────────────────────────────────────────────────────────────────────────────────────────────
// platform/ → no feature; features/<feature>/ each only through its index.ts and only downward in FEATURE_ORDER
// (lowest first); migrations import kysely alone; the seed and the composition root (server.ts, main.ts, …) on
// top. The rules live beside the api (api/.dependency-cruiser-rules.cjs), whose check:deps also holds modules.ts
// to the same order.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS config takes another by require
const api = require('./api/.dependency-cruiser-rules.cjs').forbidden;

// gateway/src ────────────────────────────────────────────────────────────────────────────────────────────────
// Units are its folders (cache/, loaders/, resolvers/, …) and its top-level files (context.ts, server.ts, …).
const gateway = [noFolderCycles('gateway', '^gateway/src/[^/.]+'), noFileCycles('gateway')];

module.exports = {
  forbidden: [
    ...contract,
    ...web,
    ...api,
    ...gateway,
    {
      name: 'resolvable',
      comment: 'An import that resolves to no file: a typo, or a package missing from package.json.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests are white-box (they import what they test, nothing imports them): the rules are about shipped code.
    exclude: { path: ['__generated__', '\\.test\\.tsx?$', '/__tests__/', '^web/test/'] },
    // Type-only imports count: a cycle through types is still a cycle.
    tsPreCompilationDeps: true,
    // Packages' `exports` (@tote/contract/*, react-router/dom), as Vite and TypeScript resolve them.
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'module', 'default'] },
  },
};
