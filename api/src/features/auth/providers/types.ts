/**
 * Social sign-in providers. Each channel (google, apple, facebook) has one provider: the real
 * OAuth/OIDC client when its credentials are configured, otherwise the local development provider.
 */
import type { SocialChannel } from '@tote/contract/account';

export interface SocialProfile {
  /** Stable id of the person at the provider (OIDC `sub`, Facebook user id, local: derived from the email). */
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string;
}

export interface SignInProvider {
  readonly channel: SocialChannel;
  readonly kind: 'google' | 'apple' | 'facebook' | 'local';
  /** Where to send the browser. `state` is the caller's anti-CSRF value, echoed back to redirectUri. */
  authorizeUrl(p: { redirectUri: string; state: string }): Promise<string>;
  /** Exchanges the authorization code; throws ProviderError when the code is bad or the provider fails. */
  exchange(p: { code: string; redirectUri: string }): Promise<SocialProfile>;
}

export class ProviderError extends Error {
  override name = 'ProviderError';
}
