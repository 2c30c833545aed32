import type { LoaderFunctionArgs } from 'react-router';
import RegisterScreenQuery, {
  type RegisterScreenQuery as Q,
} from '../../../__generated__/RegisterScreenQuery.graphql.ts';
import { loadScreenQuery } from '../../../platform/relay/loadScreenQuery.ts';
import { redirectSignedInFromSignUp } from '../../../platform/session/guards.ts';

/**
 * /register/{slug}: the slug may span several segments (/register/AVA20/from-ava); its first
 * segment is the referral or invitation code.
 */
export function referralCodeFromSlug(slug: string | undefined): string | null {
  const first = (slug ?? '').split('/').find((segment) => segment.trim() !== '');
  if (!first) return null;
  try {
    return decodeURIComponent(first).trim().slice(0, 64) || null;
  } catch {
    return null;
  }
}

/** A signed-in shopper goes to the default page; else the code (if any) is checked with the page's query. */
export function registerLoader({ params }: LoaderFunctionArgs) {
  redirectSignedInFromSignUp();
  const code = referralCodeFromSlug(params['*']);
  return loadScreenQuery<Q>(RegisterScreenQuery, { code: code ?? '', hasCode: code != null });
}
