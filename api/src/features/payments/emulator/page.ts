/** The emulator's 3-D Secure challenge page: the stand-in for the bank's page Stripe redirects to. */
import type { FastifyReply } from 'fastify';
import { EMULATOR_BASE_PATH } from './wire.js';

const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page's styles, one rule a line (sent as one line). */
const PAGE_CSS = [
  'body{font-family:system-ui,sans-serif;background:#eef1f6;margin:0;display:grid;place-items:center;min-height:100vh}',
  'main{background:#fff;padding:32px;border-radius:12px;max-width:420px;width:100%;box-shadow:0 2px 12px #0002}',
  'h1{font-size:22px;margin:0 0 8px}',
  '.badge{display:inline-block;font-size:12px;background:#fff3cd;color:#7a5b00;padding:2px 8px;border-radius:10px;',
  'margin-bottom:12px}',
  'dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:20px 0}',
  'dt{color:#666}',
  'dd{margin:0;font-weight:600}',
  'form{display:flex;gap:12px;margin-top:24px}',
  'button{flex:1;padding:12px;border:0;border-radius:6px;font-size:15px;cursor:pointer}',
  '.ok{background:#1a7f37;color:#fff}',
  '.fail{background:#eee;color:#b00020}',
  '.note{color:#666;font-size:14px}',
].join('');

/**
 * No script; the form posts to the emulator, which sends the shopper back to the shop. A full-page visit, as
 * Stripe's redirect to the bank is: nothing frames it.
 */
const PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

export function sendPage(reply: FastifyReply, status: number, title: string, body: string): FastifyReply {
  return reply
    .status(status)
    .header('content-security-policy', PAGE_POLICY)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
        `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title>\n` +
        `<style>${PAGE_CSS}</style></head><body><main>${body}</main></body></html>`,
    );
}

export function challengeBody(p: {
  id: string;
  clientSecret: string;
  amount: number;
  currency: string;
  last4: string;
}): string {
  const amount = `$${(p.amount / 100).toFixed(2)} ${p.currency.toUpperCase()}`;
  const hidden = `<input type="hidden" name="client_secret" value="${esc(p.clientSecret)}">`;
  return `<span class="badge">Test mode · local payment emulator</span>
<h1>Confirm your payment</h1>
<p class="note">Your bank asks you to confirm this payment (3-D Secure). This page stands in for it: no bank is \
contacted.</p>
<dl><dt>Merchant</dt><dd>Tote</dd><dt>Amount</dt><dd id="amount">${esc(amount)}</dd>\
<dt>Card</dt><dd>Visa •••• ${esc(p.last4)}</dd></dl>
<form method="post" action="${EMULATOR_BASE_PATH}/3ds/${esc(p.id)}">${hidden}
<button class="ok" type="submit" name="outcome" value="complete">Complete authentication</button>
<button class="fail" type="submit" name="outcome" value="fail">Fail authentication</button>
</form>`;
}

export function messageBody(title: string, text: string): string {
  return (
    '<span class="badge">Test mode · local payment emulator</span>' +
    `<h1>${esc(title)}</h1><p class="note">${esc(text)}</p>`
  );
}
