/**
 * The /v1 strings of enums ('resume-subscription', 'requires_action', 'Subscription') and the
 * schema's UPPER_CASE values, both ways.
 */
type Snake<S extends string> = S extends `${infer A}-${infer B}`
  ? `${A}_${Snake<B>}`
  : S extends `${infer A} ${infer B}`
    ? `${A}_${Snake<B>}`
    : S;

/**
 * 'resume-subscription' → 'RESUME_SUBSCRIPTION', 'Subscription' → 'SUBSCRIPTION' (typed: a value the
 * schema lacks fails to compile).
 */
export const enumOf = <S extends string>(s: S): Uppercase<Snake<S>> =>
  s.toUpperCase().replace(/[- ]/g, '_') as Uppercase<Snake<S>>;

/** 'RESUME_SUBSCRIPTION' → 'resume-subscription'. */
export const kebabOf = <S extends string>(e: string): S => e.toLowerCase().replace(/_/g, '-') as S;
