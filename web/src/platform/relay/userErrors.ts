/** A user error as every mutation payload selects it (userErrorFields.ts): the errors a screen handles. */
export interface UserErrorLike {
  readonly code: string;
  readonly field?: ReadonlyArray<string> | null;
  readonly message: string;
}

/** The form field an error is about: the last element of its path (["input", "email"] → "email"). */
export function fieldOf(error: UserErrorLike): string | null {
  const path = error.field;
  return path && path.length > 0 ? (path[path.length - 1] ?? null) : null;
}

/**
 * Puts each error on its field when the form has that field (`fieldFor` can move a code to a field,
 * e.g. 20001 → email); returns the rest, which the screen shows above the form.
 */
export function splitUserErrors<F extends string>(
  errors: readonly UserErrorLike[],
  fields: readonly F[],
  setFieldError: (field: F, message: string) => void,
  fieldFor: (error: UserErrorLike) => F | null = () => null,
): UserErrorLike[] {
  const rest: UserErrorLike[] = [];
  for (const error of errors) {
    const field = fieldFor(error) ?? fieldOf(error);
    if (field && (fields as readonly string[]).includes(field)) setFieldError(field as F, error.message);
    else rest.push(error);
  }
  return rest;
}
