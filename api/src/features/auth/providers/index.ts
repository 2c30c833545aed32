/** Builds the provider of each social channel from the environment. */
import type { SocialChannel } from '@tote/contract/account';
import type { Db } from '../../../platform/db/schema.js';
import { LocalProvider } from './local.js';
import { AppleProvider, FacebookProvider, GoogleProvider } from './oauth.js';
import type { SignInProvider } from './types.js';

export type { SignInProvider, SocialProfile } from './types.js';
export { ProviderError } from './types.js';

export const SOCIAL_CHANNELS: readonly SocialChannel[] = ['google', 'apple', 'facebook'];

export type SignInProviders = Partial<Record<SocialChannel, SignInProvider>>;

/**
 * GOOGLE_CLIENT_ID + GOOGLE_CLIENT_SECRET, APPLE_CLIENT_ID + APPLE_CLIENT_SECRET (the client-secret
 * JWT), FACEBOOK_CLIENT_ID + FACEBOOK_CLIENT_SECRET select the real provider of a channel; without
 * them the local provider stands in, except in production where the channel is disabled.
 */
export function providersFromEnv(
  db: Db,
  env: Record<string, string | undefined>,
  production: boolean,
): SignInProviders {
  const out: SignInProviders = {};
  const make = { google: GoogleProvider, apple: AppleProvider, facebook: FacebookProvider } as const;
  for (const channel of SOCIAL_CHANNELS) {
    const prefix = channel.toUpperCase();
    const clientId = env[`${prefix}_CLIENT_ID`];
    const clientSecret = env[`${prefix}_CLIENT_SECRET`];
    if (clientId && clientSecret) out[channel] = new make[channel]({ clientId, clientSecret });
    else if (!production) out[channel] = new LocalProvider(channel, db);
  }
  return out;
}
