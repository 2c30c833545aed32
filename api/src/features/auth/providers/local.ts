/**
 * The local development sign-in provider: a real implementation of the provider interface that
 * needs no third party. Its authorize page (GET /oauth/local/authorize, served by the api, proxied
 * by the gateway) asks for an email and a name and redirects to redirect_uri with a one-time code
 * (5 minutes) and the caller's state; `exchange` redeems the code for that profile.
 * Never offered in production.
 */
import { sql } from 'kysely';
import type { SocialChannel } from '@tote/contract/account';
import type { Db } from '../../../platform/db/schema.js';
import { randomToken, sha256 } from '../tokens.js';
import { ProviderError, type SignInProvider, type SocialProfile } from './types.js';

export const LOCAL_AUTHORIZE_PATH = '/oauth/local/authorize';
const CODE_TTL_MS = 5 * 60_000;

export class LocalProvider implements SignInProvider {
  readonly kind = 'local' as const;
  constructor(
    readonly channel: SocialChannel,
    private readonly db: Db,
  ) {}

  async authorizeUrl(p: { redirectUri: string; state: string }): Promise<string> {
    const qs = new URLSearchParams({ channel: this.channel, state: p.state, redirect_uri: p.redirectUri });
    return `${LOCAL_AUTHORIZE_PATH}?${qs.toString()}`;
  }

  async exchange(p: { code: string; redirectUri: string }): Promise<SocialProfile> {
    const row = await this.db
      .updateTable('oauth_local_codes')
      .set({ used_at: sql`now()` })
      .where('code_hash', '=', sha256(p.code))
      .where('channel', '=', this.channel)
      .where('redirect_uri', '=', p.redirectUri)
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning(['email', 'name'])
      .executeTakeFirst();
    if (!row) throw new ProviderError('The sign-in code is invalid or has expired.');
    return localProfile(this.channel, row.email, row.name);
  }
}

export function localProfile(channel: SocialChannel, email: string, name: string): SocialProfile {
  return { subject: `local-${channel}-${sha256(email.toLowerCase()).slice(0, 32)}`, email, emailVerified: true, name };
}

/** Called by the authorize page's form: stores a one-time code for this profile. */
export async function issueLocalCode(
  db: Db,
  p: { channel: SocialChannel; email: string; name: string; redirectUri: string },
): Promise<string> {
  const code = randomToken(24);
  await db
    .insertInto('oauth_local_codes')
    .values({
      code_hash: sha256(code),
      channel: p.channel,
      email: p.email,
      name: p.name,
      redirect_uri: p.redirectUri,
      expires_at: new Date(Date.now() + CODE_TTL_MS),
    })
    .execute();
  return code;
}
