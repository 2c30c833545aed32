/**
 * Walks a zod schema and lists every input that is not bounded: strings without a maximum length,
 * lists without a maximum size, numbers without both a minimum and a maximum, records and unknowns.
 */
import { z } from 'zod';

/** What zod 4 keeps of a schema, as these walkers read it (also api/test/fuzz-values.ts). */
export interface ZodDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  items?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
  valueType?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  checks?: { _zod: { def: { check: string } } }[];
}
export const defOf = (s: z.ZodType): ZodDef => (s as unknown as { _zod: { def: ZodDef } })._zod.def;
const internals = (s: z.ZodType) => ({ def: defOf(s) });
const has = (s: z.ZodType, ...checks: string[]): boolean =>
  checks.every((c) => internals(s).def.checks?.some((k) => k._zod.def.check === c) ?? false);

export function unboundedInputs(schema: z.ZodType, path = 'parameters'): string[] {
  const seen = new Set<z.ZodType>();
  const out: string[] = [];
  const walk = (s: z.ZodType, at: string): void => {
    if (seen.has(s)) return;
    seen.add(s);
    const { def } = internals(s);
    const meta = z.globalRegistry.get(s) as { checkedBy?: z.ZodType; ignored?: boolean } | undefined;
    if (meta?.ignored) return;
    if (meta?.checkedBy) return walk(meta.checkedBy, at);
    switch (def.type) {
      case 'string':
        if (!has(s, 'max_length') && !has(s, 'length_equals')) out.push(`${at}: string without a maximum length`);
        return;
      case 'number':
        if (!has(s, 'greater_than', 'less_than')) out.push(`${at}: number without a range`);
        return;
      case 'bigint':
        out.push(`${at}: bigint`);
        return;
      case 'array':
        if (!has(s, 'max_length') && !has(s, 'length_equals')) out.push(`${at}: list without a maximum size`);
        walk(def.element!, `${at}[]`);
        return;
      case 'tuple':
        def.items!.forEach((item, i) => walk(item, `${at}[${i}]`));
        return;
      case 'object':
        for (const [k, v] of Object.entries(def.shape!)) walk(v, `${at}.${k}`);
        return;
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'readonly':
      case 'catch':
      case 'nonoptional':
        walk(def.innerType!, at);
        return;
      case 'pipe':
        // A pipe checks its input against `in`; only z.preprocess(f, s), a pipe from a transform, leaves
        // it to the output schema.
        walk(internals(def.in!).def.type === 'transform' ? def.out! : def.in!, at);
        return;
      case 'union':
        def.options!.forEach((o) => walk(o, at));
        return;
      case 'intersection':
        walk(def.left!, at);
        walk(def.right!, at);
        return;
      case 'lazy':
        walk(def.getter!(), at);
        return;
      case 'record':
      case 'map':
      case 'set':
      case 'any':
      case 'unknown':
      case 'custom':
        out.push(`${at}: ${def.type} (unbounded)`);
        return;
      default:
        // enum, literal, boolean, null, undefined, transform, date …: bounded by construction
        return;
    }
  };
  walk(schema, path);
  return out;
}
