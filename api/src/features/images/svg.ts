/**
 * Generated product and banner art: a flat silhouette per category in the product's colour on a
 * soft background. Pure functions of their inputs, so the images are cacheable forever.
 */

/** The shapes the art draws; each seeded category names one (seed/categories.ts). */
export type Silhouette =
  | 'dress'
  | 'top'
  | 'sweater'
  | 'coat'
  | 'pants'
  | 'skirt'
  | 'jumpsuit'
  | 'active'
  | 'heel'
  | 'flat'
  | 'sneaker'
  | 'boot'
  | 'sandal';

/** Outline paths in a 200 × 300 box. */
const SHAPES: Record<Silhouette, string[]> = {
  dress: ['M82 18 L118 18 L126 62 L114 92 L162 282 L38 282 L86 92 L74 62 Z'],
  top: ['M62 42 L86 30 Q100 46 114 30 L138 42 L172 84 L152 98 L140 88 L140 190 L60 190 L60 88 L48 98 L28 84 Z'],
  sweater: [
    'M60 40 L86 30 Q100 44 114 30 L140 40 L176 176 L154 182 L140 104 L140 206 L60 206 L60 104 L46 182 L24 176 Z',
  ],
  coat: [
    'M58 30 L86 24 L100 64 L114 24 L142 30 L178 236 L156 240 L146 124 L148 278 L52 278 L54 124 L44 240 L22 236 Z',
    'M100 64 L100 278',
  ],
  pants: ['M58 30 L142 30 L152 282 L110 282 L100 112 L90 282 L48 282 Z'],
  skirt: ['M70 64 L130 64 L168 236 L32 236 Z', 'M70 64 L130 64 L131 76 L69 76 Z'],
  jumpsuit: ['M76 20 L124 20 L132 112 L146 282 L108 282 L100 164 L92 282 L54 282 L68 112 Z', 'M68 112 L132 112'],
  active: ['M64 38 L136 38 L142 84 L58 84 Z', 'M64 110 L136 110 L142 282 L108 282 L100 164 L92 282 L58 282 Z'],
  heel: [
    'M28 204 L116 204 Q148 202 168 168 L176 160 L178 236 L166 236 L162 210 Q150 234 118 236 L40 236 Q22 232 28 204 Z',
  ],
  flat: [
    'M22 212 Q28 190 84 192 L150 190 Q182 194 180 216 Q176 236 150 236 L44 236 Q20 234 22 212 Z',
    'M70 196 Q100 214 140 194',
  ],
  sneaker: [
    'M22 184 L62 170 L100 146 L132 152 L160 188 L180 198 L180 226 L22 226 Z',
    'M22 226 L180 226 L180 238 L22 238 Z',
  ],
  boot: ['M98 38 L152 38 L154 178 L182 198 L182 238 L68 238 L68 214 L98 200 Z'],
  sandal: [
    'M22 218 Q28 206 92 206 L172 206 Q186 212 178 226 L28 228 Z',
    'M70 206 Q100 160 130 206',
    'M110 206 Q140 176 160 206',
  ],
};

const SILHOUETTE_BY_SLUG: Record<string, Silhouette> = {
  dresses: 'dress',
  tops: 'top',
  knitwear: 'sweater',
  'jackets-coats': 'coat',
  pants: 'pants',
  skirts: 'skirt',
  jumpsuits: 'jumpsuit',
  activewear: 'active',
  heels: 'heel',
  flats: 'flat',
  sneakers: 'sneaker',
  boots: 'boot',
  sandals: 'sandal',
};

export function silhouetteFor(categorySlug: string): Silhouette | undefined {
  return SILHOUETTE_BY_SLUG[categorySlug];
}

const escapeXml = (s: string): string =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function toHex([r, g, b]: [number, number, number]): string {
  return (
    '#' +
    [r, g, b]
      .map((v) =>
        Math.max(0, Math.min(255, Math.round(v)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}
/** t=0 → the colour, t=1 → white (t<0 darkens). */
function tint(hex: string, t: number): string {
  const c = rgb(hex);
  return toHex(
    t >= 0
      ? (c.map((v) => v + (255 - v) * t) as [number, number, number])
      : (c.map((v) => v * (1 + t)) as [number, number, number]),
  );
}
function luminance(hex: string): number {
  const [r, g, b] = rgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

function shape(kind: Silhouette, fill: string, transform: string): string {
  const stroke = luminance(fill) > 0.85 ? '#b9b2a6' : tint(fill, -0.25);
  const [body, ...details] = SHAPES[kind];
  return (
    `<g transform="${transform}" stroke-linejoin="round" stroke-linecap="round">` +
    `<path d="${body}" fill="${fill}" stroke="${stroke}" stroke-width="3"/>` +
    details
      .map((d) => `<path d="${d}" fill="${d.endsWith('Z') ? fill : 'none'}" stroke="${stroke}" stroke-width="3"/>`)
      .join('') +
    '</g>'
  );
}

/** Bounding box of a silhouette's outline (control points included; close enough for framing). */
function bbox(kind: Silhouette): { x0: number; y0: number; x1: number; y1: number } {
  const nums = SHAPES[kind]
    .join(' ')
    .match(/-?\d+(\.\d+)?/g)!
    .map(Number);
  const xs = nums.filter((_, i) => i % 2 === 0);
  const ys = nums.filter((_, i) => i % 2 === 1);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

/** Fits the silhouette into a w × h area centred on (cx, cy), scaled by `zoom`, rotated by `deg`. */
function fit(kind: Silhouette, cx: number, cy: number, w: number, h: number, zoom = 1, deg = 0): string {
  const b = bbox(kind);
  const scale = Math.min(w / (b.x1 - b.x0), h / (b.y1 - b.y0)) * zoom;
  const mx = (b.x0 + b.x1) / 2;
  const my = (b.y0 + b.y1) / 2;
  return (
    `translate(${cx.toFixed(1)} ${cy.toFixed(1)}) rotate(${deg}) ` +
    `scale(${scale.toFixed(3)}) translate(${-mx} ${-my})`
  );
}

/** A 600 × 800 product shot; n (1–9) varies the framing: front, close-up, angled, detail crop. */
export function productSvg(kind: Silhouette, hex: string, n: number): string {
  const bgs = ['#f6f1ec', '#eef1f4', '#f3efe7', '#eef2ec'];
  const bg = luminance(hex) > 0.85 ? '#e9e4dc' : tint(hex, 0.86);
  const backdrop = n % 2 === 0 ? bgs[n % bgs.length]! : bg;
  const view = ((n - 1) % 4) + 1;
  const frame =
    view === 1
      ? fit(kind, 300, 390, 380, 560)
      : view === 2
        ? fit(kind, 300, 400, 400, 560, 1.22) // close-up
        : view === 3
          ? fit(kind, 320, 400, 380, 520, 0.9, 7)
          : fit(kind, 270, 380, 380, 520, 0.95, -6);
  const floor =
    view === 2 ? '' : `<ellipse cx="300" cy="${view === 1 ? 700 : 690}" rx="190" ry="22" fill="#000" opacity="0.06"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 800" width="600" height="800">` +
    `<rect width="600" height="800" fill="${backdrop}"/>` +
    `<circle cx="${n % 2 ? 470 : 130}" cy="${120 + n * 20}" r="${90 + n * 10}" ` +
    `fill="${tint(hex, 0.7)}" opacity="0.35"/>` +
    floor +
    shape(kind, hex, frame) +
    `</svg>`
  );
}

/** A 1200 × 480 banner: a headline and, when given, three silhouettes. */
export function bannerSvg(opts: { title: string; subtitle?: string; kind?: Silhouette; palette: string[] }): string {
  const [a = '#e8a0a8', b = '#c19a6b', c = '#1f2a44'] = opts.palette;
  const kind = opts.kind;
  const [k1, k2, k3]: [Silhouette, Silhouette, Silhouette] = kind ? [kind, kind, kind] : ['dress', 'coat', 'heel'];
  const figures = [
    shape(k1, a, fit(k1, 760, 250, 150, 330)),
    shape(k2, b, fit(k2, 920, 240, 170, 360)),
    shape(k3, c, fit(k3, 1080, 260, 140, 300)),
  ].join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 480" width="1200" height="480">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${tint(a, 0.85)}"/><stop offset="1" stop-color="${tint(b, 0.8)}"/>` +
    `</linearGradient></defs>` +
    `<rect width="1200" height="480" fill="url(#g)"/>` +
    `<text x="72" y="230" font-family="Georgia, 'Times New Roman', serif" font-size="64" fill="#2b2521">` +
    `${escapeXml(opts.title)}</text>` +
    (opts.subtitle
      ? `<text x="74" y="290" font-family="Helvetica, Arial, sans-serif" font-size="24" letter-spacing="3" ` +
        `fill="#5b514a">${escapeXml(opts.subtitle.toUpperCase())}</text>`
      : '') +
    figures +
    `</svg>`
  );
}

/** A 400 × 200 wordmark. */
export function logoSvg(name: string, hex: string): string {
  const size = name.length > 14 ? 30 : 38;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200" width="400" height="200">` +
    `<rect width="400" height="200" fill="${tint(hex, 0.9)}"/>` +
    `<text x="200" y="112" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" ` +
    `font-size="${size}" letter-spacing="4" fill="#231f1c">${escapeXml(name.toUpperCase())}</text>` +
    `<line x1="150" y1="140" x2="250" y2="140" stroke="${tint(hex, -0.2)}" stroke-width="2"/>` +
    `</svg>`
  );
}

/** A stable colour for a name, from a small palette. */
export function paletteFor(key: string, count = 3): string[] {
  const colors = [
    '#e8a0a8',
    '#c19a6b',
    '#1f2a44',
    '#2e7d5b',
    '#a3b18a',
    '#7a1f35',
    '#c8a2c8',
    '#c4623f',
    '#9cc3e4',
    '#d4a72c',
  ];
  let h = 0;
  for (const ch of key) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return Array.from({ length: count }, (_, i) => colors[(h + i * 3) % colors.length]!);
}
