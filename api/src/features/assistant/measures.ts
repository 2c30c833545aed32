/** Reading sizes ("size M", "US 8", "in a medium", "XL") and prices ("under $150", "$80-$200") out of a text. */
import { SIZE_WORDS } from './phrases.js';
import { escapeRe, type Reading } from './text.js';

const SPOKEN = Object.keys(SIZE_WORDS)
  .sort((a, b) => b.length - a.length)
  .map(escapeRe)
  .join('|');
const LETTER = 'xxxl|xxl|xxs|xl|xs|s|m|l';
const SIZE_TOKEN = `${SPOKEN}|${LETTER}|\\d{1,2}(?:\\.5)?`;

/** Explicit sizes: "size M", "size: 8", "US 8", "us8", "in a medium", "small size". */
const SIZE_RES = [
  new RegExp(`(?<![a-z0-9])(?:size|sz)(?:\\s*[:=-]\\s*|\\s+)(?:is\\s+|of\\s+)?(${SIZE_TOKEN})(?![a-z0-9])`),
  new RegExp(`(?<![a-z0-9])us\\s*(\\d{1,2}(?:\\.5)?)(?![a-z0-9.])`),
  new RegExp(`(?<![a-z0-9])(${SPOKEN}|${LETTER})\\s+size(?![a-z0-9])`),
  new RegExp(`(?<![a-z0-9])in\\s+(?:an?\\s+)?(${SPOKEN}|${LETTER})(?![a-z0-9])`),
];
/** Letter sizes that cannot be anything else when they stand alone. */
const BARE_SIZE_RE = /(?<![a-z0-9])(xxxl|xxl|xxs|xl|xs|x-small|x-large)(?![a-z0-9])/;

/** A spoken or typed size → the catalog's label, when the catalog has it. */
export function sizeLabel(token: string, sizes: Map<string, string>, usPrefix = false): string | null {
  const t = token.trim().toLowerCase();
  const letter = SIZE_WORDS[t] ?? t.toUpperCase();
  if (/^\d/.test(t) || usPrefix) return sizes.get(`US ${t}`) ?? null;
  return sizes.get(letter) ?? null;
}

export function readSizes(r: Reading, sizes: Map<string, string>): string[] {
  const found: string[] = [];
  SIZE_RES.forEach((re, i) => {
    for (const m of r.takeAll(re)) {
      const label = sizeLabel(m[1]!, sizes, i === 1);
      if (label) found.push(label);
    }
  });
  for (const m of r.takeAll(BARE_SIZE_RE)) {
    const label = sizeLabel(m[1]!, sizes);
    if (label) found.push(label);
  }
  return [...new Set(found)];
}

export interface PriceRange {
  min: number | null;
  max: number | null;
}

const AMOUNT = '\\$?\\s*(\\d+(?:\\.\\d{1,2})?)\\s*(?:\\$|usd|dollars?|bucks)?';
const UNIT = '(?:\\$|usd|dollars?|bucks)';
const RANGE_RES = [
  new RegExp(`(?:between|from)\\s+${AMOUNT}\\s*(?:and|to|-)\\s*${AMOUNT}`),
  new RegExp(`\\$\\s*(\\d+(?:\\.\\d{1,2})?)\\s*(?:-|to)\\s*\\$?\\s*(\\d+(?:\\.\\d{1,2})?)`),
  new RegExp(`(?<![a-z0-9$])(\\d+(?:\\.\\d{1,2})?)\\s*(?:-|to)\\s*(\\d+(?:\\.\\d{1,2})?)\\s*${UNIT}`),
];
const MAX_WORDS = [
  'under|below|less than|cheaper than|at most|no more than|not more than',
  'max(?:imum)?|up to|within|budget(?: of| is)?|<=?',
].join('|');
const MAX_RE = new RegExp(`(?:${MAX_WORDS})\\s*${AMOUNT}`);
const MIN_RE = new RegExp(`(?:over|above|more than|at least|min(?:imum)?|from|starting at|>=?)\\s*${AMOUNT}`);
/** "$150" on its own: a budget. */
const BARE_RE = /\$\s*(\d+(?:\.\d{1,2})?)|(?<![a-z0-9$])(\d+(?:\.\d{1,2})?)\s*(?:usd|dollars?|bucks)(?![a-z])/;

export function readPrice(r: Reading): PriceRange {
  for (const re of RANGE_RES) {
    const m = r.take(re);
    if (m) {
      const a = Number(m[1]);
      const b = Number(m[2]);
      return { min: Math.min(a, b), max: Math.max(a, b) };
    }
  }
  const max = r.take(MAX_RE);
  const min = r.take(MIN_RE);
  if (max || min) return { min: min ? Number(min[1]) : null, max: max ? Number(max[1]) : null };
  const bare = r.take(BARE_RE);
  return { min: null, max: bare ? Number(bare[1] ?? bare[2]) : null };
}
