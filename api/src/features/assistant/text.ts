/**
 * The text being understood: normalised once, then read phrase by phrase. Whatever a reader
 * recognises it takes out (blanks it), so that later readers cannot read the same words again
 * ("Blue Juniper" is a brand, not the color blue; "under $150" is a price, not a size).
 */

/** Lower case, no diacritics or apostrophes, "&" → "and", thousands separators dropped, single spaces. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/&/g, ' and ')
    .replace(/(\d),(\d{3})\b/g, '$1$2')
    .replace(/[–—]/g, '-')
    .replace(/\.(?!\d)/g, ' ')
    .replace(/[^a-z0-9$.\-<>\s]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A regex source matching `phrase` as whole words; `plural` also accepts an -s / -es ending. */
export function wordsRe(phrase: string, plural = false): string {
  const body = escapeRe(phrase).replace(/ /g, '\\s+');
  return `(?<![a-z0-9$])${body}${plural ? '(?:es|s)?' : ''}(?![a-z0-9])`;
}

export class Reading {
  private text: string;

  constructor(raw: string) {
    this.text = normalize(raw);
  }

  /** What is left to read. */
  get rest(): string {
    return this.text;
  }

  test(re: RegExp): boolean {
    re.lastIndex = 0;
    return re.test(this.text);
  }

  /** The first match of `re` (taken out of the text), or null. */
  take(re: RegExp): RegExpExecArray | null {
    const m = (re.global || re.sticky ? new RegExp(re.source, re.flags.replace(/[gy]/g, '')) : re).exec(this.text);
    if (m) this.blank(m.index, m[0].length);
    return m;
  }

  /** Every match of `re`, each taken out. */
  takeAll(re: RegExp): RegExpExecArray[] {
    const found: RegExpExecArray[] = [];
    for (let m = this.take(re); m; m = this.take(re)) found.push(m);
    return found;
  }

  /** The first of `entries` (tried longest phrase first) found in the text, taken out. */
  takeFirst<T>(entries: readonly PhraseEntry<T>[]): PhraseEntry<T> | null {
    for (const e of entries) if (this.take(e.re)) return e;
    return null;
  }

  /** Every entry found (each phrase once), taken out. */
  takeEvery<T>(entries: readonly PhraseEntry<T>[]): PhraseEntry<T>[] {
    return entries.filter((e) => this.take(e.re) !== null);
  }

  /** The words left, in order. */
  words(): string[] {
    return this.text.split(/\s+/).filter(Boolean);
  }

  private blank(index: number, length: number): void {
    this.text = `${this.text.slice(0, index)} ${' '.repeat(Math.max(0, length - 1))}${this.text.slice(index + length)}`;
  }
}

export interface PhraseEntry<T> {
  phrase: string;
  re: RegExp;
  value: T;
}

/** Entries for `[phrase, value]` pairs, longest phrase first (so "date night" wins over "date"). */
export function phraseEntries<T>(pairs: [string, T][], plural = false): PhraseEntry<T>[] {
  const seen = new Set<string>();
  return pairs
    .map(([p, value]) => [normalize(p), value] as [string, T])
    .filter(([p]) => p !== '' && !seen.has(p) && Boolean(seen.add(p)))
    .sort((a, b) => b[0].length - a[0].length)
    .map(([phrase, value]) => ({ phrase, value, re: new RegExp(wordsRe(phrase, plural)) }));
}
