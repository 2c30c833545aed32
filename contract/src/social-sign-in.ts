/**
 * /v1 social sign-in contract: the login methods and signing in with a provider's account.
 * Types only; parameters follow account.ts's rules (POST with a JSON body unless marked GET ok).
 *
 * ## Social sign-in (google | apple | facebook)
 * 1. `/user/login/methodList {redirectUri, state}` lists the channels; each social one carries an
 *    `authorizeUrl` to send the browser to. `provider` says what stands behind it: the real
 *    OAuth/OIDC provider when GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET (APPLE_…, FACEBOOK_…) are set,
 *    otherwise 'local': the api's own authorize page `GET /oauth/local/authorize?channel=&state=
 *    &redirect_uri=` (an HTML form: email + name + Continue; the gateway proxies /oauth/*), which
 *    redirects to `redirect_uri?code=…&state=…`. In production an unconfigured channel is
 *    `enabled: false` and the local page is not served.
 *    The caller creates `state`, remembers it (cookie) and checks it when the browser comes back.
 *    Apple answers with a form POST (response_mode=form_post) to redirect_uri; Google/Facebook/local
 *    with a GET query.
 * 2. `/user/loginThird {channel, code, redirectUri}` exchanges the code and answers LoginThirdResult:
 *    - `status:'session'`: the identity is linked to a user (or its verified email is a social-only
 *      account) → signed in.
 *    - `status:'needsConfirm'`: the provider's email belongs to an existing password account →
 *      `/user/loginThird/confirm {ticket, password}` → Session (the identity is linked from then on).
 *      20011 on a wrong password.
 *    - `status:'needsPassword'`: no account yet → `/user/loginThird/setPassword {ticket, password,
 *      name?, mobile?, invitationCode?}` → Session (creates the account, email verified, linked).
 *    The ticket is valid 15 minutes; expired/forged ticket or a failed code exchange → 20022.
 */
import type { LoginChannel, Session, SocialChannel } from './account.js';

export interface LoginMethod {
  channel: LoginChannel;
  enabled: boolean;
  provider: 'password' | 'google' | 'apple' | 'facebook' | 'local';
  label: string; // "Continue with Google"
  authorizeUrl: string | null; // absolute for real providers; root-relative (/oauth/local/authorize?...) for local
}
export interface MethodListResponse {
  list: LoginMethod[];
}

export type LoginThirdResult =
  | ({ status: 'session' } & Session)
  | { status: 'needsConfirm' | 'needsPassword'; ticket: string; channel: SocialChannel; email: string; name: string };
