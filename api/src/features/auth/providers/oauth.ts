/**
 * The real providers, through openid-client (OIDC discovery for Google and Apple, plain OAuth 2 plus
 * the Graph API for Facebook). Confidential clients: the code exchange authenticates with the client
 * secret (Apple's is the pre-generated client-secret JWT). The caller checks `state`.
 */
import * as oidc from 'openid-client';
import type { SocialChannel } from '@tote/contract/account';
import { ProviderError, type SignInProvider, type SocialProfile } from './types.js';

export interface OAuthCredentials {
  clientId: string;
  clientSecret: string;
}

abstract class OAuthProvider implements SignInProvider {
  abstract readonly channel: SocialChannel;
  abstract readonly kind: 'google' | 'apple' | 'facebook';
  protected abstract readonly scope: string;
  protected extraAuthorizeParams: Record<string, string> = {};
  #config: Promise<oidc.Configuration> | null = null;

  constructor(protected readonly creds: OAuthCredentials) {}

  protected abstract configure(): Promise<oidc.Configuration>;
  protected abstract profileFrom(
    tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers,
    config: oidc.Configuration,
  ): Promise<SocialProfile>;

  protected config(): Promise<oidc.Configuration> {
    this.#config ??= this.configure().catch((err: unknown) => {
      this.#config = null; // retry discovery next time
      throw err;
    });
    return this.#config;
  }

  async authorizeUrl(p: { redirectUri: string; state: string }): Promise<string> {
    const config = await this.config();
    return oidc.buildAuthorizationUrl(config, {
      redirect_uri: p.redirectUri,
      scope: this.scope,
      state: p.state,
      response_type: 'code',
      ...this.extraAuthorizeParams,
    }).href;
  }

  async exchange(p: { code: string; redirectUri: string }): Promise<SocialProfile> {
    try {
      const config = await this.config();
      const callback = new URL(p.redirectUri);
      callback.search = new URLSearchParams({ code: p.code }).toString();
      const tokens = await oidc.authorizationCodeGrant(
        config,
        callback,
        { expectedState: oidc.skipStateCheck },
        { redirect_uri: p.redirectUri },
      );
      return await this.profileFrom(tokens, config);
    } catch (err) {
      if (err instanceof ProviderError) throw err;
      throw new ProviderError(`${this.kind} sign-in failed: ${err instanceof Error ? err.message : String(err)}`, {
        cause: err,
      });
    }
  }
}

function claimsProfile(tokens: oidc.TokenEndpointResponseHelpers): SocialProfile {
  const c = tokens.claims();
  if (!c) throw new ProviderError('no id_token in the token response');
  const email = typeof c.email === 'string' ? c.email : null;
  const verified = c.email_verified === true || c.email_verified === 'true';
  const name =
    typeof c.name === 'string' ? c.name : [c.given_name, c.family_name].filter((x) => typeof x === 'string').join(' ');
  return { subject: c.sub, email, emailVerified: verified, name: name || (email ? email.split('@')[0]! : '') };
}

export class GoogleProvider extends OAuthProvider {
  readonly channel = 'google' as const;
  readonly kind = 'google' as const;
  protected readonly scope = 'openid email profile';
  protected configure(): Promise<oidc.Configuration> {
    return oidc.discovery(new URL('https://accounts.google.com'), this.creds.clientId, this.creds.clientSecret);
  }
  protected async profileFrom(
    tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers,
  ): Promise<SocialProfile> {
    return claimsProfile(tokens);
  }
}

export class AppleProvider extends OAuthProvider {
  readonly channel = 'apple' as const;
  readonly kind = 'apple' as const;
  protected readonly scope = 'openid email name';
  // Apple requires form_post when asking for email/name: it POSTs code + state to redirect_uri.
  protected override extraAuthorizeParams = { response_mode: 'form_post' };
  protected configure(): Promise<oidc.Configuration> {
    return oidc.discovery(new URL('https://appleid.apple.com'), this.creds.clientId, this.creds.clientSecret);
  }
  protected async profileFrom(
    tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers,
  ): Promise<SocialProfile> {
    return claimsProfile(tokens);
  }
}

const GRAPH = 'https://graph.facebook.com/v19.0';

export class FacebookProvider extends OAuthProvider {
  readonly channel = 'facebook' as const;
  readonly kind = 'facebook' as const;
  protected readonly scope = 'email public_profile';
  protected async configure(): Promise<oidc.Configuration> {
    return new oidc.Configuration(
      {
        issuer: 'https://www.facebook.com',
        authorization_endpoint: 'https://www.facebook.com/v19.0/dialog/oauth',
        token_endpoint: `${GRAPH}/oauth/access_token`,
      },
      this.creds.clientId,
      { client_secret: this.creds.clientSecret },
      oidc.ClientSecretPost(this.creds.clientSecret),
    );
  }
  protected async profileFrom(tokens: oidc.TokenEndpointResponse, config: oidc.Configuration): Promise<SocialProfile> {
    const res = await oidc.fetchProtectedResource(
      config,
      tokens.access_token,
      new URL(`${GRAPH}/me?fields=id,name,email`),
      'GET',
    );
    if (!res.ok) throw new ProviderError(`facebook profile request failed: HTTP ${res.status}`);
    const me = (await res.json()) as { id?: string; name?: string; email?: string };
    if (!me.id) throw new ProviderError('facebook profile has no id');
    // Facebook only returns confirmed email addresses.
    return { subject: me.id, email: me.email ?? null, emailVerified: Boolean(me.email), name: me.name ?? '' };
  }
}
