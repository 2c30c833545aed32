/**
 * The vocabulary compiled for reading: phrase entries for brands, occasions, categories and colors,
 * built once per vocabulary (the phrase tables of phrases.ts joined with the database's names).
 */
import { CATEGORY_WORDS, COLOR_FAMILIES, GROUP_WORDS, OCCASION_WORDS } from './phrases.js';
import { phraseEntries, type PhraseEntry } from './text.js';
import type { VocabTaxon, Vocabulary } from './vocabulary.js';

export type CategoryTaxon = VocabTaxon & { group: 'clothing' | 'shoes' };

export interface CategoryHit {
  category: CategoryTaxon | null;
  group: 'clothing' | 'shoes' | null;
  /** A kind of item narrower than the category ("jeans"), searched as a keyword. */
  narrow: string | null;
}

export interface Lexicon {
  vocabulary: Vocabulary;
  brands: PhraseEntry<{ id: number; name: string }>[];
  occasions: PhraseEntry<VocabTaxon>[];
  categories: PhraseEntry<CategoryHit>[];
  /** A color word → the catalog's color names it stands for. */
  colors: PhraseEntry<string[]>[];
  /** Size labels in the catalog, upper case → as stored. */
  sizes: Map<string, string>;
}

function brandPairs(v: Vocabulary): [string, { id: number; name: string }][] {
  return v.brands.flatMap((b) => {
    const pairs: [string, { id: number; name: string }][] = [[b.name, b]];
    // "The Linen Room" is also "Linen Room"; "Vesper & Co." also "Vesper".
    if (/^the\s/i.test(b.name)) pairs.push([b.name.replace(/^the\s+/i, ''), b]);
    if (/\s&\s*co\.?$/i.test(b.name)) pairs.push([b.name.replace(/\s&\s*co\.?$/i, ''), b]);
    return pairs;
  });
}

function occasionPairs(v: Vocabulary): [string, VocabTaxon][] {
  return v.occasions.flatMap((o) => [
    [o.name, o] as [string, VocabTaxon],
    [o.code.replace(/_/g, ' '), o] as [string, VocabTaxon],
    ...(OCCASION_WORDS[o.code] ?? []).map((w) => [w, o] as [string, VocabTaxon]),
  ]);
}

function categoryPairs(v: Vocabulary): [string, CategoryHit][] {
  const pairs: [string, CategoryHit][] = [];
  for (const c of v.categories) {
    pairs.push([c.name, { category: c, group: c.group, narrow: null }]);
    for (const w of CATEGORY_WORDS[c.code] ?? []) {
      const narrow = w.startsWith('*');
      const phrase = narrow ? w.slice(1) : w;
      pairs.push([phrase, { category: c, group: c.group, narrow: narrow ? phrase : null }]);
    }
  }
  for (const group of ['shoes', 'clothing'] as const) {
    if (!v.categories.some((c) => c.group === group)) continue;
    for (const w of GROUP_WORDS[group]) pairs.push([w, { category: null, group, narrow: null }]);
  }
  return pairs;
}

function colorPairs(v: Vocabulary): [string, string[]][] {
  const known = new Map(v.colors.map((c) => [c.toLowerCase(), c]));
  const pairs: [string, string[]][] = v.colors.map((c) => [c, [c]]);
  for (const [word, family] of Object.entries(COLOR_FAMILIES)) {
    const names = family.map((f) => known.get(f.toLowerCase())).filter((n): n is string => n !== undefined);
    if (names.length) pairs.push([word, [...new Set(names)]]);
  }
  // A family word that is also a catalog color ("black", "white") means the family: the longer list wins.
  const byWord = new Map<string, string[]>();
  for (const [w, names] of pairs) {
    const key = w.toLowerCase();
    const prev = byWord.get(key);
    if (!prev || names.length > prev.length) byWord.set(key, names);
  }
  return [...byWord];
}

const cache = new WeakMap<Vocabulary, Lexicon>();

export function lexiconOf(vocabulary: Vocabulary): Lexicon {
  let lex = cache.get(vocabulary);
  if (!lex) {
    lex = {
      vocabulary,
      brands: phraseEntries(brandPairs(vocabulary)),
      occasions: phraseEntries(occasionPairs(vocabulary)),
      categories: phraseEntries(categoryPairs(vocabulary), true),
      colors: phraseEntries(colorPairs(vocabulary)),
      sizes: new Map(vocabulary.sizes.map((s) => [s.toUpperCase(), s])),
    };
    cache.set(vocabulary, lex);
  }
  return lex;
}
