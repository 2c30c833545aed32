/** The local sign-in provider's authorize page: an HTML form (email, name, Continue), no third party. */
import type { FastifyReply } from 'fastify';
import type { SocialChannel } from '@tote/contract/account';
import { LOCAL_AUTHORIZE_PATH } from '../auth/index.js';

export const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page's styles, one rule a line (sent as one line). */
const AUTHORIZE_PAGE_CSS = [
  'body{font-family:system-ui,sans-serif;background:#f6f3ef;margin:0;display:grid;place-items:center;min-height:100vh}',
  'main{background:#fff;padding:32px;border-radius:12px;max-width:380px;width:100%;box-shadow:0 2px 12px #0001}',
  'label{display:block;margin:14px 0 4px;font-weight:600}',
  'input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #bbb;border-radius:6px;font-size:16px}',
  'button{margin-top:20px;width:100%;padding:12px;border:0;border-radius:6px;background:#1d1d1b;color:#fff;',
  'font-size:16px;cursor:pointer}',
  '.note{color:#666;font-size:14px}',
  '.error{color:#b00020}',
].join('');

export interface AuthorizeQuery {
  channel: SocialChannel;
  state: string;
  redirectUri: string;
}

export function page(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply
    .status(status)
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    )
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
        '<meta name="viewport" content="width=device-width,initial-scale=1"><title>Tote local sign-in</title>\n' +
        `<style>${AUTHORIZE_PAGE_CSS}</style></head><body><main>${body}</main></body></html>`,
    );
}

export function authorizeForm(
  a: AuthorizeQuery,
  label: string,
  values: { email?: string; name?: string },
  errors: { email?: string; name?: string } = {},
): string {
  const err = (m?: string) => (m ? `<div class="error" role="alert">${esc(m)}</div>` : '');
  return `<h1>Continue with ${label}</h1>
<p class="note">Local development sign-in: no ${label} account is contacted. Type the email and name ${label} should \
report.</p>
<form method="post" action="${LOCAL_AUTHORIZE_PATH}">
<input type="hidden" name="channel" value="${esc(a.channel)}">\
<input type="hidden" name="state" value="${esc(a.state)}">\
<input type="hidden" name="redirect_uri" value="${esc(a.redirectUri)}">
<label for="email">Email</label>\
<input id="email" name="email" type="email" autocomplete="email" required value="${esc(values.email ?? '')}">\
${err(errors.email)}
<label for="name">Name</label>\
<input id="name" name="name" autocomplete="name" required value="${esc(values.name ?? '')}">${err(errors.name)}
<button type="submit">Continue</button>
</form>`;
}
