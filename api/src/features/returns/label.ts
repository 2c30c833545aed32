/**
 * The printable return label (contract/returns.ts `GET /v1/return/label`): an HTML page with the
 * return code as text and as a barcode drawing (an inline SVG: each character of the code as five
 * bars, wide for 1 and narrow for 0, between guard bars), the member's address and the warehouse's.
 */
import type { FastifyReply } from 'fastify';
import type { Address } from '@tote/contract/address';

export const RETURN_WAREHOUSE = ['Tote Returns', '100 Warehouse Way', 'Newark, NJ 07105'];
const BAR_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ-';

const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The code's bars as an SVG: x positions and widths in units of one narrow bar. */
export function barcodeSvg(code: string): string {
  // Bars and gaps alternate, starting with a bar: start guard, 6 bits a character, stop guard.
  const widths: number[] = [1, 1, 1, 2];
  for (const ch of code) {
    const n = Math.max(BAR_ALPHABET.indexOf(ch), 0);
    for (let bit = 5; bit >= 0; bit--) widths.push((n >> bit) & 1 ? 3 : 1, bit === 0 ? 2 : 1);
  }
  widths.push(1, 1, 1);
  let x = 0;
  const bars: string[] = [];
  widths.forEach((w, i) => {
    if (i % 2 === 0) bars.push(`<rect x="${x}" y="0" width="${w}" height="60"/>`);
    x += w;
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="Barcode of ${esc(code)}" ` +
    `viewBox="0 0 ${x} 60" width="${x * 3}" height="90" preserveAspectRatio="none">${bars.join('')}</svg>`
  );
}

const addressLines = (a: Address | null): string[] =>
  a
    ? [
        `${a.firstName} ${a.lastName}`,
        a.streetAddress + (a.details ? `, ${a.details}` : ''),
        `${a.city}, ${a.state} ${a.zip}`,
      ]
    : ['(no shipping address on file)'];

const block = (title: string, lines: string[]): string =>
  `<section><h2>${esc(title)}</h2><p>${lines.map(esc).join('<br>')}</p></section>`;

const CSS =
  'body{font-family:system-ui,sans-serif;margin:24px;color:#111}main{max-width:640px;border:2px dashed #111;' +
  'padding:24px}h1{font-size:20px;margin:0 0 16px}h2{font-size:12px;text-transform:uppercase;color:#555;' +
  'margin:0 0 4px}.code{font:700 28px/1 ui-monospace,monospace;letter-spacing:2px;margin:8px 0 16px}' +
  '.grid{display:grid;grid-template-columns:1fr 1fr;gap:16px;margin-top:16px}.note{font-size:13px;color:#555}' +
  '@media print{.note{display:none}}';

export function sendLabel(
  reply: FastifyReply,
  label: { code: string; trackingCode: string; orderId: number; until: Date; from: Address | null; items: string[] },
): FastifyReply {
  const until = label.until.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
  const body =
    `<h1>Tote return label — order ${label.orderId}</h1>${barcodeSvg(label.code)}` +
    `<div class="code">${esc(label.code)}</div>` +
    `<div class="grid">${block('From', addressLines(label.from))}${block('To', RETURN_WAREHOUSE)}</div>` +
    block('Items', label.items) +
    `<p>Tracking ${esc(label.trackingCode)} · use by ${esc(until)}</p>` +
    '<p class="note">Print this page, tape it to the parcel and hand it to the carrier.</p>';
  return reply
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'",
    )
    .header('cache-control', 'private, no-store')
    .type('text/html; charset=utf-8')
    .send(
      '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
        `<title>Return label ${esc(label.code)}</title><style>${CSS}</style></head>` +
        `<body><main>${body}</main></body></html>`,
    );
}
