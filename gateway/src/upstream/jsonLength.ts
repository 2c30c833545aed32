/**
 * The JSON length of each answer as it came from the api (client.ts notes it), so a cache bounded by bytes
 * (cache/sizes.ts) sizes an answer without serializing it again.
 */
const jsonLengths = new WeakMap<object, number>();

export function noteJsonLength(value: unknown, length: number): void {
  if (value && typeof value === 'object') jsonLengths.set(value, length);
}

/** The length noted for `value`, or undefined when it did not come from the api as it is. */
export function jsonLengthOf(value: unknown): number | undefined {
  return value && typeof value === 'object' ? jsonLengths.get(value) : undefined;
}
