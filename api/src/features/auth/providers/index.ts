/** Builds the provider of each social channel from the settings (config.ts `signIn`). */
import { SOCIAL_CHANNELS, type SocialChannel } from '@tote/contract/account';
import type { Config } from '../../../platform/config.js';
import type { Db } from '../../../platform/db/schema.js';
import { LocalProvider } from './local.js';
import { AppleProvider, FacebookProvider, GoogleProvider } from './oauth.js';
import type { SignInProvider } from './types.js';

export type { SignInProvider, SocialProfile } from './types.js';
export { ProviderError } from './types.js';
export { SOCIAL_CHANNELS };

export type SignInProviders = Partial<Record<SocialChannel, SignInProvider>>;

/**
 * GOOGLE_CLIENT_ID + GOOGLE_CLIENT_SECRET, APPLE_CLIENT_ID + APPLE_CLIENT_SECRET (the client-secret
 * JWT), FACEBOOK_CLIENT_ID + FACEBOOK_CLIENT_SECRET select the real provider of a channel; without
 * them the local provider stands in, except in production where the channel is disabled.
 */
export function signInProviders(db: Db, settings: Config['signIn'], production: boolean): SignInProviders {
  const out: SignInProviders = {};
  const make = { google: GoogleProvider, apple: AppleProvider, facebook: FacebookProvider } as const;
  for (const channel of SOCIAL_CHANNELS) {
    const credentials = settings[channel];
    if (credentials) out[channel] = new make[channel](credentials);
    else if (!production) out[channel] = new LocalProvider(channel, db);
  }
  return out;
}
