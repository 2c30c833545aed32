/**
 * JSON with sorted keys and no undefined values: the key of a /v1 call (loaders/define.ts) and of a cached
 * response (cache/responseCache.ts, over the request's variables). The same text JSON.stringify writes, keys
 * sorted — but written with a loop over an explicit stack, not by recursion: JSON.stringify with a replacer
 * overflowed the stack on ~2,500 nested arrays in a variable (issue 29; an HTTP 500, in production too). The
 * variables are bounded before this runs (requestGuards.ts); the key must not depend on that.
 */

type Task = { text: string } | { value: unknown } | { leave: object };

const omitted = (v: unknown): boolean => v === undefined || typeof v === 'function' || typeof v === 'symbol';

/** What JSON.stringify writes for `v` under `key`: its toJSON() when it has one (a Date). */
function jsonValue(v: unknown, key: string): unknown {
  const toJSON = (v as { toJSON?: unknown } | null | undefined)?.toJSON;
  return typeof toJSON === 'function' ? (toJSON as (k: string) => unknown).call(v, key) : v;
}

/** Past this depth `shallowKey` gives up, and the loop below writes the key: no recursion that deep. */
const SHALLOW_DEPTH = 8;
/** What `shallowKey` cannot write: a value deeper than SHALLOW_DEPTH, or an object with an integer key. */
const GIVE_UP = Symbol('give up');
/** Keys JSON.stringify writes before the others, in their numeric order (what the loop's Object.entries sees). */
const INTEGER_LIKE = /^\d+$/;

/**
 * The key of a value no deeper than SHALLOW_DEPTH, by recursion: a loader's parameters and a request's variables,
 * nearly every key. The loop's text at a fraction of its cost (#35: the loop was ~1.5 % of the gateway's CPU under the
 * uncached search).
 */
function shallowKey(v: unknown, depth: number, open: Set<object>): string | typeof GIVE_UP {
  if (v === null || typeof v !== 'object') return omitted(v) ? 'null' : JSON.stringify(v);
  if (depth > SHALLOW_DEPTH) return GIVE_UP;
  if (open.has(v)) throw new TypeError('Converting circular structure to JSON');
  open.add(v);
  const parts: string[] = [];
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const k = shallowKey(jsonValue(v[i], String(i)), depth + 1, open);
      if (k === GIVE_UP) return GIVE_UP;
      parts.push(k);
    }
  } else {
    for (const key of Object.keys(v).sort()) {
      if (INTEGER_LIKE.test(key)) return GIVE_UP;
      const x = jsonValue((v as Record<string, unknown>)[key], key);
      if (omitted(x)) continue;
      const k = shallowKey(x, depth + 1, open);
      if (k === GIVE_UP) return GIVE_UP;
      parts.push(`${JSON.stringify(key)}:${k}`);
    }
  }
  open.delete(v);
  return Array.isArray(v) ? `[${parts.join(',')}]` : `{${parts.join(',')}}`;
}

export function stableKey(value: unknown): string {
  const root = jsonValue(value, '');
  if (omitted(root)) return 'undefined';
  const shallow = shallowKey(root, 0, new Set());
  return shallow === GIVE_UP ? loopKey(root) : shallow;
}

/** The key written with a loop over an explicit stack, at any depth. */
function loopKey(root: unknown): string {
  const out: string[] = [];
  const open = new Set<object>(); // the containers being written: one met again is a cycle
  const stack: Task[] = [{ value: root }];
  for (let task = stack.pop(); task; task = stack.pop()) {
    if ('text' in task) {
      out.push(task.text);
      continue;
    }
    if ('leave' in task) {
      open.delete(task.leave);
      continue;
    }
    const v = task.value;
    if (v === null || typeof v !== 'object') {
      // In a list, what JSON cannot hold is null; an object's such values were left out below.
      out.push(omitted(v) ? 'null' : JSON.stringify(v));
      continue;
    }
    if (open.has(v)) throw new TypeError('Converting circular structure to JSON');
    open.add(v);
    stack.push({ leave: v });
    if (Array.isArray(v)) {
      out.push('[');
      stack.push({ text: ']' });
      for (let i = v.length - 1; i >= 0; i--) {
        stack.push({ value: jsonValue(v[i], String(i)) });
        if (i > 0) stack.push({ text: ',' });
      }
      continue;
    }
    const sorted = Object.keys(v)
      .map((k) => [k, jsonValue((v as Record<string, unknown>)[k], k)] as const)
      .filter(([, x]) => !omitted(x))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    // An object's own order, as JSON.stringify of the sorted object wrote it: integer keys first, ascending.
    const entries = Object.entries(Object.fromEntries(sorted));
    out.push('{');
    stack.push({ text: '}' });
    for (let i = entries.length - 1; i >= 0; i--) {
      const [k, x] = entries[i]!;
      stack.push({ value: x }, { text: `${JSON.stringify(k)}:` });
      if (i > 0) stack.push({ text: ',' });
    }
  }
  return out.join('');
}
