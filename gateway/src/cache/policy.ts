/**
 * What the response cache may keep, decided per operation from the fields it selects (schema
 * coordinates, `Type.field`), before anything runs:
 *
 * - `shared`: nothing in it depends on who asks: one entry serves every caller.
 * - `guests`: it selects a field whose answer depends on the signed-in shopper (their hearts, Tote,
 *   orders) or that acts for them (a product read with a session counts as viewing it). A guest's
 *   answer to those is the same for every guest (false, null, empty), so one entry serves all
 *   plain guests; a signed-in shopper's request neither reads nor fills the cache.
 * - `none`: never cached: mutations, subscriptions, and operations selecting a field whose answer
 *   is new every time, sets a cookie, or moves with every request.
 *
 * The schema says which fields are which, where each is declared (schema/_cache.graphql): `@perViewer`
 * fields, and arguments that set a `@perViewer` input field ("in my size"), make an operation `guests`,
 * `@uncached` ones `none`, and `@private` types are the backstop, checked in every result (a `shared`
 * result holding one of them is not kept). The sets are read
 * from the SDL once, when this module loads; scope.ts reads an operation against them.
 */
import {
  buildASTSchema,
  concatAST,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  parse,
  type DirectiveNode,
  type GraphQLField,
  type GraphQLSchema,
} from 'graphql';
import { AUTH_COOKIE, USER_COOKIE } from '@tote/contract/cookies';
import { RequestHeader } from '@tote/contract/envelope';
import { parseCookies } from '../cookies.js';
import { loadTypeDefs } from '../typedefs.js';

export type CacheScope = 'shared' | 'guests' | 'none';

/** The directives of schema/_cache.graphql. */
export const CacheDirective = { perViewer: 'perViewer', uncached: 'uncached', private: 'private' } as const;

export interface CachePolicy {
  /** Answers that depend on (or act for) the signed-in shopper; the same for every guest. */
  perViewerFields: ReadonlySet<string>;
  /** Input fields (`Input.field`) that, when set, make the answer depend on the signed-in shopper. */
  perViewerInputFields: ReadonlySet<string>;
  /** Never cached. */
  uncachedFields: ReadonlySet<string>;
  /** Types made of one shopper's data only. */
  privateTypes: readonly string[];
}

type WithDirectives = { readonly directives?: readonly DirectiveNode[] };

function marked(name: string, nodes: readonly (WithDirectives | null | undefined)[]): boolean {
  return nodes.some((node) => node?.directives?.some((d) => d.name.value === name));
}

/**
 * The cache policy a schema declares with @perViewer, @uncached and @private. A field marked on an
 * interface is marked on its implementations too, and one marked on an implementation on the interface
 * (an operation may select it through either).
 */
export function cachePolicyOf(schema: GraphQLSchema): CachePolicy {
  const perViewerFields = new Set<string>();
  const perViewerInputFields = new Set<string>();
  const uncachedFields = new Set<string>();
  const privateTypes: string[] = [];
  const fieldMarks = (field: GraphQLField<unknown, unknown>) => ({
    perViewer: marked(CacheDirective.perViewer, [field.astNode]),
    uncached: marked(CacheDirective.uncached, [field.astNode]),
  });
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isObjectType(type) && marked(CacheDirective.private, [type.astNode, ...type.extensionASTNodes]))
      privateTypes.push(type.name);
    if (isInputObjectType(type))
      for (const field of Object.values(type.getFields()))
        if (marked(CacheDirective.perViewer, [field.astNode])) perViewerInputFields.add(`${type.name}.${field.name}`);
    if (!isObjectType(type) && !isInterfaceType(type)) continue;
    const related = isInterfaceType(type) ? schema.getPossibleTypes(type) : type.getInterfaces();
    for (const field of Object.values(type.getFields())) {
      const mine = fieldMarks(field);
      const theirs = related.flatMap((t) => {
        const f = t.getFields()[field.name];
        return f ? [fieldMarks(f)] : [];
      });
      const coordinate = `${type.name}.${field.name}`;
      if (mine.perViewer || theirs.some((m) => m.perViewer)) perViewerFields.add(coordinate);
      if (mine.uncached || theirs.some((m) => m.uncached)) uncachedFields.add(coordinate);
    }
  }
  return { perViewerFields, perViewerInputFields, uncachedFields, privateTypes: privateTypes.sort() };
}

/** The shop's policy: its schema's (schema/*.graphql, which the gateway serves), read once. */
const policy = cachePolicyOf(buildASTSchema(concatAST(loadTypeDefs().map((sdl) => parse(sdl)))));

/** Answers that depend on (or act for) the signed-in shopper; the same for every guest: `@perViewer` fields. */
export const PER_VIEWER_FIELDS: ReadonlySet<string> = policy.perViewerFields;

/** Input fields that make an answer the viewer's when set: `@perViewer` input fields. */
export const PER_VIEWER_INPUT_FIELDS: ReadonlySet<string> = policy.perViewerInputFields;

/** Never cached: `@uncached` fields. */
export const UNCACHED_FIELDS: ReadonlySet<string> = policy.uncachedFields;

/** Types made of one shopper's data only: `@private` types. */
export const PRIVATE_TYPES: readonly string[] = policy.privateTypes;

/**
 * A caller whose `guests`-scoped answers are every guest's: no session token (header or cookie) and
 * no user-info cookie (a left-over one is cleared by the answer, with Set-Cookie).
 */
export function isPlainGuest(headers: Headers): boolean {
  if (headers.get(RequestHeader.auth)) return false;
  const cookies = parseCookies(headers.get('cookie'));
  return cookies[AUTH_COOKIE] === undefined && cookies[USER_COOKIE] === undefined;
}
