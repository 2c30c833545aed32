/**
 * Bounds on the work a document costs before it runs (issue 29: a fragment bomb stalled the gateway).
 *
 * A fragment spread twice by the next one doubles what it stands for at each level: 26 levels (1 KB) stand for
 * 67 million fields. Every walk that expands spreads again — the cost check did, graphql-jit's compiler does — is
 * exponential in such a document; walks that measure each fragment once (graphql-armor's depth and alias rules,
 * graphql-js's validation, which also meters its own work) are not. So, before graphql-js validates:
 *
 * - `expandedFieldCount` measures, in time linear in the document (each fragment once, memoised), how many fields
 *   the document would hold with its fragments written out. Over the limit (ARMOR_LIMITS.maxExpandedFields, the
 *   token limit) it is refused, so fragments may name a field once for several uses but never multiply the work
 *   past what a document of the token limit could hold. Web's largest persisted query expands to 261 fields.
 * - A deadline bounds the whole validation step: the count checks it as it goes, and a validation rule checks it at
 *   every node graphql-js visits (it is cooperative: one visitor callback runs to its end, which the expansion bound
 *   keeps short). A document past the deadline is refused with a GraphQL error, never a hang.
 * - graphql-js's own metering ("Validation aborted.") is reworded to say what happened.
 */
import { GraphQLError, Kind, type ASTVisitor, type DocumentNode, type FragmentDefinitionNode } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import type { SelectionSetNode } from 'graphql';

export const TOO_COMPLEX_CODE = 'QUERY_TOO_COMPLEX';

const tooComplex = (message: string) =>
  createGraphQLError(message, { extensions: { code: TOO_COMPLEX_CODE, http: { status: 400 } } });

export const VALIDATION_TIMEOUT_MESSAGE = 'The document took too long to validate and was refused.';
export const VALIDATION_ABORTED_MESSAGE = 'The document is too complex to validate and was refused.';

/** A wall-clock bound that loops check as they go. */
export class Deadline {
  readonly #end: number;
  #calls = 0;

  constructor(readonly ms: number) {
    this.#end = performance.now() + ms;
  }

  /** Throws the refusal once the time is up (reads the clock every 64 calls). */
  check(): void {
    if ((++this.#calls & 63) === 0 && performance.now() > this.#end) throw tooComplex(VALIDATION_TIMEOUT_MESSAGE);
  }
}

/**
 * The number of fields the document would hold with every fragment spread written out in place: the most of any
 * operation or fragment definition (each is validated, and an unused fragment too). Linear in the document: each
 * fragment's count is computed once. A spread of a fragment being counted (a cycle, which validation refuses)
 * counts 0; an unknown fragment counts 0.
 */
export function expandedFieldCount(document: DocumentNode, deadline?: Deadline): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const memo = new Map<string, number>();
  const counting = new Set<string>();

  const fragmentCount = (name: string): number => {
    const known = memo.get(name);
    if (known !== undefined) return known;
    const fragment = fragments.get(name);
    if (!fragment || counting.has(name)) return 0;
    counting.add(name);
    const n = count(fragment.selectionSet);
    counting.delete(name);
    memo.set(name, n);
    return n;
  };

  // Recursion over the document's own nesting only, which the parser bounds (requestGuards.ts, armor's tokens).
  const count = (set: SelectionSetNode): number => {
    let n = 0;
    for (const s of set.selections) {
      deadline?.check();
      if (s.kind === Kind.FIELD) n += 1 + (s.selectionSet ? count(s.selectionSet) : 0);
      else if (s.kind === Kind.INLINE_FRAGMENT) n += count(s.selectionSet);
      else n += fragmentCount(s.name.value);
    }
    return n;
  };

  let operations = 0;
  let most = 0;
  for (const d of document.definitions) {
    if (d.kind === Kind.OPERATION_DEFINITION) operations += count(d.selectionSet);
    else if (d.kind === Kind.FRAGMENT_DEFINITION) most = Math.max(most, fragmentCount(d.name.value));
  }
  return Math.max(operations, most);
}

/** A validation rule that refuses the document once the deadline has passed, checked at every node. */
function deadlineRule(deadline: Deadline): () => ASTVisitor {
  return () => ({ enter: () => deadline.check() });
}

export function useDocumentLimits(opts: {
  maxExpandedFields: number;
  validationMs: number;
  exposeLimits: boolean;
}): Plugin {
  return {
    onValidate({ params, setResult, addValidationRule }) {
      const deadline = new Deadline(opts.validationMs);
      let fields: number;
      try {
        fields = expandedFieldCount(params.documentAST, deadline);
      } catch (e) {
        if (e instanceof GraphQLError) return setResult([e]);
        throw e;
      }
      if (fields > opts.maxExpandedFields)
        return setResult([
          tooComplex(
            opts.exposeLimits
              ? `The document expands to ${fields} fields with its fragments written out; ` +
                  `the limit is ${opts.maxExpandedFields}.`
              : VALIDATION_ABORTED_MESSAGE,
          ),
        ]);
      addValidationRule(deadlineRule(deadline));
      return ({ result, setResult: replace }) => {
        if (result.some((e: unknown) => e instanceof Error && e.message === 'Validation aborted.'))
          replace([tooComplex(VALIDATION_ABORTED_MESSAGE)]);
      };
    },
  };
}
