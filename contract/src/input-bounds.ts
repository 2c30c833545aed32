/**
 * The bounds every value entering the shop is held to, whatever the parameter: the api checks each
 * request's query, path and body parameters with `inputProblem` before any route sees them (→ 40001
 * naming the parameter), the gateway each GraphQL request's variables (→ BAD_USER_INPUT naming the
 * variable). The per-parameter rules (lengths, ranges, enums) are the routes' zod schemas (params.ts);
 * these hold for every value, including the ones a schema lets through unread:
 *
 * - text is well-formed Unicode — no lone UTF-16 surrogate, which PostgreSQL's UTF-8 cannot store —
 *   and holds no NUL character, which PostgreSQL text cannot hold either;
 * - values nest at most INPUT_BOUNDS.maxDepth levels (the deepest input of the GraphQL schema and of
 *   /v1 is 4), so no walk over a value — a cache key, a copy, a serialiser — can run out of stack;
 * - a request carries at most INPUT_BOUNDS.maxValues values and INPUT_BOUNDS.maxTextLength
 *   characters of text in all (how long one parameter may be is its route's rule, whose message a
 *   form shows: "Enter the 6-digit code.", not a technical one);
 * - integers that name rows (ids, brand codes) lie within PostgreSQL's int4 (params.ts `id()`).
 *
 * The walk is a loop over an explicit stack, not recursion: it must itself survive what it refuses.
 */

/** PostgreSQL `integer` (int4), the type of every id column. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

export const INPUT_BOUNDS = {
  /** Levels of lists and objects inside a parameter (the parameter's own value is level 1). */
  maxDepth: 16,
  /** Values (strings, numbers, lists, objects, …) in one request's parameters or variables. */
  maxValues: 10_000,
  /** Characters of text (keys included) in one request's parameters or variables. */
  maxTextLength: 1_048_576,
} as const;

export type InputBounds = { readonly [K in keyof typeof INPUT_BOUNDS]: number };

/** What is wrong with a value, worded to follow "Invalid parameter <name>: " or "Variable "$x" at …: ". */
export const InputProblems = {
  nul: 'must not contain a NUL character',
  loneSurrogate: 'must be well-formed Unicode (it holds a lone surrogate)',
  tooDeep: (max: number) => `must not nest more than ${max} levels deep`,
  tooManyValues: (max: number) => `too many values: a request holds at most ${max}`,
  tooMuchText: (max: number) => `too much text: a request holds at most ${max} characters`,
} as const;

/** A lone surrogate: in a `u` regex a well-formed pair is one code point, which is not `Surrogate`. */
const LONE_SURROGATE = /\p{Surrogate}/u;

/** Whether `s` is text PostgreSQL can store: well-formed Unicode without NUL. */
export function isStorableText(s: string): boolean {
  return !s.includes('\0') && !LONE_SURROGATE.test(s);
}

/** The problem with one string as text, or null. */
export function textProblem(s: string): string | null {
  if (s.includes('\0')) return InputProblems.nul;
  if (LONE_SURROGATE.test(s)) return InputProblems.loneSurrogate;
  return null;
}

export interface InputProblem {
  /** Where: keys joined by dots, as zod words a path ("messages.0.value"); "" for the value itself. */
  path: string;
  problem: string;
}

interface Step {
  key: string;
  parent: Step | null;
}

const PRINTED_KEY_MAX = 40;

/** A key as it may be printed in a message: no NUL, no lone surrogate, not too long. */
function printable(key: string): string {
  const clean = key.replace(/\0/g, '').replace(/\p{Surrogate}/gu, '\uFFFD');
  return clean.length > PRINTED_KEY_MAX ? `${clean.slice(0, PRINTED_KEY_MAX)}…` : clean;
}

function pathOf(step: Step | null): string {
  const keys: string[] = [];
  for (let s = step; s; s = s.parent) keys.push(printable(s.key));
  return keys.reverse().join('.');
}

/**
 * Lists and records — including the prototype-less objects a query-string or path parser builds — but
 * not bytes or streams (an upload's body), which are not parameters.
 */
function isContainer(v: unknown): v is Record<string, unknown> | unknown[] {
  if (typeof v !== 'object' || v === null) return false;
  if (Array.isArray(v)) return true;
  return !ArrayBuffer.isView(v) && !(v instanceof ArrayBuffer) && typeof (v as { pipe?: unknown }).pipe !== 'function';
}

/**
 * The first value of `input` outside the bounds, with its path, or null. `input` is what a request
 * carries (parsed JSON, a query string's object, a GraphQL request's variables); its own level is 0,
 * so a parameter `a` holding `[[1]]` is 2 levels deep (and `[[[1]]]` 3). Keys are held to the same
 * rules as strings.
 */
export function inputProblem(input: unknown, bounds: InputBounds = INPUT_BOUNDS): InputProblem | null {
  // A linked path, not copied arrays: copying each level's path would make a deep value quadratic.
  const stack: [unknown, Step | null, number][] = [[input, null, 0]];
  let values = 0;
  let text = 0;
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [v, at, depth] = next;
    if (++values > bounds.maxValues)
      return { path: pathOf(at), problem: InputProblems.tooManyValues(bounds.maxValues) };
    if (typeof v === 'string') {
      text += v.length;
      const problem = textProblem(v);
      if (problem) return { path: pathOf(at), problem };
      if (text > bounds.maxTextLength)
        return { path: pathOf(at), problem: InputProblems.tooMuchText(bounds.maxTextLength) };
    } else if (isContainer(v)) {
      if (depth > bounds.maxDepth) return { path: pathOf(at), problem: InputProblems.tooDeep(bounds.maxDepth) };
      const size = Array.isArray(v) ? v.length : Object.keys(v).length;
      if (values + stack.length + size > bounds.maxValues)
        return { path: pathOf(at), problem: InputProblems.tooManyValues(bounds.maxValues) };
      const entries = Array.isArray(v) ? v.map((x, i) => [String(i), x] as const) : Object.entries(v);
      for (const [key, child] of entries) {
        const step = { key, parent: at };
        text += key.length;
        const problem = textProblem(key);
        if (problem) return { path: pathOf(step), problem };
        stack.push([child, step, depth + 1]);
      }
    }
  }
  return null;
}
