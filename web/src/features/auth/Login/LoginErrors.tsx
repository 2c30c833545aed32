import { Link } from 'react-router';
import { FormAlert } from '../../../ui/FormField/FormField.tsx';
import type { UserErrorLike } from '../../../platform/relay/userErrors.ts';

/** 20008 email does not exist, 20011 email or password wrong, 20021 locked, 20022 social sign-in failed. */
export const LOGIN_CODES = {
  emailUnknown: '20008',
  wrongPassword: '20011',
  locked: '20021',
  socialFailed: '20022',
} as const;

const SCREEN_CODES: ReadonlySet<string> = new Set(Object.values(LOGIN_CODES));

/** 20008/20011/20021/20022 are shown on the screen with their way forward, even when they name a field. */
export function onScreen(errors: readonly UserErrorLike[]): UserErrorLike[] {
  return errors.map((error) =>
    SCREEN_CODES.has(error.code) ? { code: error.code, message: error.message, field: null } : error,
  );
}

/** The sign-in errors, on the screen, each with its way forward. */
export function LoginErrors({ errors, email }: { errors: readonly UserErrorLike[]; email?: string }) {
  const query = email ? `?email=${encodeURIComponent(email)}` : '';
  return (
    <>
      {errors.map((error) => (
        <FormAlert key={error.code + error.message}>
          <span>{error.message}</span>{' '}
          {error.code === LOGIN_CODES.locked ? <Link to={`/unlock${query}`}>Unlock your account</Link> : null}
          {error.code === LOGIN_CODES.emailUnknown ? <Link to="/register">Create an account</Link> : null}
          {error.code === LOGIN_CODES.socialFailed ? <Link to="/login-entrance">Start again</Link> : null}
        </FormAlert>
      ))}
    </>
  );
}
