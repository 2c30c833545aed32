/**
 * The api's dependency rules (issue #30), as dependency-cruiser `forbidden` rules over paths from the repository
 * root (`api/src/...`). The root `.dependency-cruiser.cjs` takes `forbidden` as its api section; `npm run
 * check:deps -w @tote/api` (api/check-deps.ts) runs them alone, with `options` below, and checks that modules.ts
 * registers the features in FEATURE_ORDER.
 *
 * api/src is platform/ (plumbing that names no feature), features/<feature>/ (one folder per feature, its index.ts
 * the only public face), seed/ (a consumer of the features), and the composition root's own files (server.ts,
 * main.ts, testing.ts, production.ts).
 */

/**
 * The declared order of the features, lowest first: a feature imports only features before it, and only through
 * their index.ts. server.ts registers the modules in this order (test: check-deps.ts compares).
 */
const FEATURE_ORDER = [
  'auth', // who is calling: users, sessions, codes, tokens, rate limits, sign-in providers
  'catalog', // products, brands, taxonomy, cards, lists, recently viewed
  'catalog-events', // the change feed for gateways' caches
  'images', // generated product and banner art
  'search', // full-text search, suggestions, recent searches, /filter/info
  'tracking', // the shop's tracking events
  'popups', // banners and pop-ups, their back-office switch
  'survey', // the style survey
  'inventory', // stock changes, back-in-stock mails
  'payments', // the payment provider: Stripe or the local emulator
  'orders', // order records and their items' lifecycle
  'fulfilment', // the carrier and its clock
  'address', // the address book
  'member', // membership: plans, states, pauses
  'tote', // the Tote
  'wishlist', // hearted products, followed brands, personal product lists
  'capsules', // curated capsules
  'accounts', // the /user, /email, /profile, /point endpoints, social sign-in
  'waitlist', // membership by waitlist
  'gift-cards', // gift cards: codes redeemed into a balance (below billing, which is to spend it)
  'billing', // checkout, payment methods, coupons, points, receipts, renewals
  'order-history', // a shopper's orders: lists, detail, cancel
  'returns', // returns, refunds
  'shares', // share links
  'polls', // polls
  'feedback', // feedback
  'files', // uploads
  'reviews', // product reviews
  'support', // support requests
  'assistant', // the AI assistant
  'app', // /app/init and /app/dynamic
];

const FEATURES = '^api/src/features/';
const INDEX = `${FEATURES}[^/]+/index\\.ts$`;

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const forbidden = [
  {
    name: 'api: no folder cycles',
    comment:
      'No cycle among the folders of api/src, counting type imports too: dependency-cruiser checks every folder ' +
      '(scope "folder"); the root check-deps collapses each module to its unit (a feature, a platform part, …).',
    severity: 'error',
    scope: 'folder',
    from: { path: '^api/src/(features/[^/]+|platform/[^/]+|[^/]+)' },
    to: { circular: true },
  },
  {
    name: 'api: no file cycles',
    comment: 'No cycle among the files of api/src either, however far round: point the dependency one way.',
    severity: 'error',
    from: { path: '^api/src/' },
    to: { circular: true },
  },
  {
    name: 'api: platform uses no feature',
    comment: 'platform/ is the plumbing under every feature: it imports no feature, no seed, no composition root.',
    severity: 'error',
    from: { path: '^api/src/platform/' },
    to: { path: ['^api/src/features/', '^api/src/seed/', '^api/src/[^/]+\\.ts$'] },
  },
  {
    name: 'api: features only through index.ts',
    comment: "A feature's index.ts is its only public face: others import nothing else of it.",
    severity: 'error',
    from: { path: '^api/src/(features/[^/]+/|seed/|[^/]+\\.ts$)' },
    to: { path: FEATURES, pathNot: [`^api/src/$1`, INDEX] },
  },
  ...FEATURE_ORDER.slice(0, -1).map((feature, i) => ({
    name: `api: ${feature} uses only the features before it`,
    comment: `Features depend downward only (FEATURE_ORDER): ${feature} imports none of the features after it.`,
    severity: 'error',
    from: { path: `${FEATURES}${feature}/` },
    to: { path: `${FEATURES}(${FEATURE_ORDER.slice(i + 1).join('|')})/` },
  })),
  {
    name: 'api: every feature is in the order',
    comment: 'Every folder under features/ is in FEATURE_ORDER.',
    severity: 'error',
    from: { path: `${FEATURES}(?!(${FEATURE_ORDER.join('|')})/)` },
    to: {},
  },
  {
    name: 'api: migrations import only kysely',
    comment: 'A migration is history: it imports the database library and nothing else, so live code cannot change it.',
    severity: 'error',
    from: { path: '^api/src/platform/db/migrations/' },
    to: { pathNot: '^kysely$|(^|/)node_modules/kysely/' },
  },
  {
    name: 'api: the seed is a consumer',
    comment: 'The seed uses the features; nothing but the composition root (main.ts, production.ts) uses the seed.',
    severity: 'error',
    from: { path: '^api/src/(features|platform)/' },
    to: { path: '^api/src/seed/' },
  },
  {
    name: 'api: nothing uses the composition root',
    comment: 'server.ts, main.ts, testing.ts and production.ts compose the api; no folder of api/src imports them.',
    severity: 'error',
    from: { path: '^api/src/[^/]+/' },
    to: { path: '^api/src/[^/]+\\.ts$' },
  },
];

/** What the rules need of a cruise: type-only imports count (`import type` ties folders together too). */
const options = {
  tsPreCompilationDeps: true,
  tsConfig: { fileName: 'api/tsconfig.json' },
  doNotFollow: { path: 'node_modules' },
};

module.exports = { FEATURE_ORDER, forbidden, options };
