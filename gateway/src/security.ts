/**
 * /graphql hardening (issue 3):
 *
 * - CSRF prevention: a request a browser may send cross-site without a CORS preflight (a GET, or a
 *   POST with a form content type: application/x-www-form-urlencoded, multipart/form-data,
 *   text/plain) must carry the `x-graphql-yoga-csrf` header, which no cross-site form or link can
 *   set. JSON POSTs (the web's Relay network and GraphiQL) are preflighted and pass.
 * - graphql-armor: depth, alias, directive, token and cost limits, and no "Did you mean …?" field
 *   suggestions in production. The limits leave ample room for every query of
 *   web/persisted-queries.json (test/accounts-security.test.ts checks each one), measured with
 *   fragments flattened, as Relay's many small fragments do not make the data any deeper.
 * - cost.ts: the cost limit, computed with the operation's variables and the arguments' defaults.
 * - documentLimits.ts: fragments may not multiply a document past the token limit's worth of fields, and
 *   validation has a deadline (a fragment bomb is refused in milliseconds, not minutes).
 * - requestGuards.ts: malformed parameters, over-deep documents and variables outside the contract's
 *   input bounds are 400s, not 500s.
 */
import { EnvelopArmor } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import type { Plugin } from 'graphql-yoga';
import { useCostLimit } from './cost.js';
import { useDocumentLimits } from './documentLimits.js';
import { useRequestGuards } from './requestGuards.js';

export const CSRF_HEADER = 'x-graphql-yoga-csrf';

export const ARMOR_LIMITS = {
  /** Levels of selection (web: at most 7). */
  maxDepth: 12,
  /** Aliased fields per operation, `__typename` included (web: Relay's `__isNode: __typename` only). */
  maxAliases: 15,
  /** Lexer tokens per document (web: at most ~300). */
  maxTokens: 3000,
  /**
   * Weighted cost, each `first`/`last` page — literal, variable or schema default — multiplying its
   * subtree (cost.ts). Web: at most ~42,000 (the assistant's history, 50 messages by default).
   */
  maxCost: 50_000,
  maxDirectives: 50,
  /**
   * Fields of a document with its fragments written out (documentLimits.ts): the token limit's worth, so that
   * fragments never multiply the work past what a document of maxTokens could hold. Web: at most 261.
   */
  maxExpandedFields: 3000,
  /** Wall-clock time for validating one document, and for its cost check (web: ~1–30 ms the first time). */
  validationMs: 1000,
} as const;

export function createSecurityPlugins(opts: { production: boolean }): Plugin[] {
  const exposeLimits = !opts.production;
  const armor = new EnvelopArmor({
    maxDepth: { n: ARMOR_LIMITS.maxDepth, flattenFragments: true, exposeLimits },
    // armor's default allow-list lets any number of aliased `__typename` through: an alias bomb all the same.
    maxAliases: { n: ARMOR_LIMITS.maxAliases, allowList: [], exposeLimits },
    maxTokens: { n: ARMOR_LIMITS.maxTokens, exposeLimits },
    costLimit: { enabled: false }, // cost.ts: the same measure, with the variables
    maxDirectives: { n: ARMOR_LIMITS.maxDirectives, exposeLimits },
    blockFieldSuggestion: { enabled: opts.production },
  });
  return [
    useRequestGuards(),
    useCSRFPrevention({ requestHeaders: [CSRF_HEADER] }) as Plugin,
    // First of the validation hooks: a document refused here is not validated further.
    useDocumentLimits({
      maxExpandedFields: ARMOR_LIMITS.maxExpandedFields,
      validationMs: ARMOR_LIMITS.validationMs,
      exposeLimits,
    }),
    ...(armor.protect().plugins as Plugin[]),
    useCostLimit({ maxCost: ARMOR_LIMITS.maxCost, exposeLimits, validationMs: ARMOR_LIMITS.validationMs }),
  ];
}
