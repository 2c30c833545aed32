/** Validates a group of form fields with a contract schema; 40001 with its user-facing messages verbatim. */
import type { z } from 'zod';
import { badRequest } from '../../platform/http/errors.js';

export function parseFields<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const r = schema.safeParse(value ?? {});
  if (!r.success) throw badRequest([...new Set(r.error.issues.map((i) => i.message))].slice(0, 3).join('; '));
  return r.data;
}
