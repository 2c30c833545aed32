/** The userErrors of a capsule change as one sentence, or null when it went through. */
export const errorText = (errors: ReadonlyArray<{ readonly message: string }>): string | null =>
  errors.length ? errors.map((e) => e.message).join(' ') : null;
