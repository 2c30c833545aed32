/** The assistant's understanding of a message, on a table of phrasings, with the seeded catalog's vocabulary. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/platform/db/schema.js';
import { lexiconOf, type Lexicon } from '../src/features/assistant/lexicon.js';
import { understand, type Topic } from '../src/features/assistant/understand.js';
import { vocabularyOf } from '../src/features/assistant/vocabulary.js';
import { openTestDb } from './db.js';

interface Expected {
  topic: Topic;
  occasion?: string; // code
  category?: string; // code
  group?: 'clothing' | 'shoes';
  colors?: string[]; // each of these among the parsed colors
  noColors?: boolean;
  sizes?: string[];
  min?: number;
  max?: number;
  cheap?: boolean;
  brand?: string;
  similar?: boolean;
  mySizes?: boolean;
  keyword?: string; // contained in the keyword
}

const TABLE: [string, Expected][] = [
  [
    'a dress for a wedding under $150 in size M',
    { topic: 'products', occasion: 'WEDDING', category: 'DRESSES', max: 150, sizes: ['M'] },
  ],
  ['show me black boots', { topic: 'products', category: 'BOOTS', colors: ['Black'] }],
  ['something like this one but cheaper', { topic: 'products', similar: true, cheap: true }],
  [
    'red party dress size S below 120',
    { topic: 'products', occasion: 'PARTY', category: 'DRESSES', colors: ['Scarlet'], sizes: ['S'], max: 120 },
  ],
  ['Jeans from Kestrel', { topic: 'products', category: 'PANTS', brand: 'Kestrel', keyword: 'jeans' }],
  ['what should I wear to the office', { topic: 'looks', occasion: 'WORK' }],
  ['how many slots are free in my tote', { topic: 'tote_slots' }],
  ['when is my next billing date', { topic: 'billing' }],
  ['between 50 and 120 dollars for a top', { topic: 'products', category: 'TOPS', min: 50, max: 120 }],
  ['$80-$200 heels', { topic: 'products', category: 'HEELS', min: 80, max: 200 }],
  ['cheap sneakers', { topic: 'products', category: 'SNEAKERS', cheap: true }],
  ['US 8 sandals for the beach', { topic: 'products', category: 'SANDALS', occasion: 'VACATION', sizes: ['US 8'] }],
  ['Blue Juniper dresses', { topic: 'products', brand: 'Blue Juniper', category: 'DRESSES', noColors: true }],
  [
    'an emerald gown for a black tie gala',
    { topic: 'products', category: 'DRESSES', occasion: 'BLACK_TIE', colors: ['Emerald'], keyword: 'gown' },
  ],
  ['date night outfit ideas', { topic: 'looks', occasion: 'DATE_NIGHT' }],
  [
    'I need a blazer for a job interview, size L',
    { topic: 'products', category: 'JACKETS_COATS', occasion: 'WORK', sizes: ['L'], keyword: 'blazer' },
  ],
  ['anything similar in XL', { topic: 'products', similar: true, sizes: ['XL'] }],
  ['vacation dresses over $200', { topic: 'products', occasion: 'VACATION', category: 'DRESSES', min: 200 }],
  ['knitwear in a medium', { topic: 'products', category: 'KNITWEAR', sizes: ['M'] }],
  ["what's my membership status", { topic: 'membership' }],
  ['is my tote full?', { topic: 'tote_slots' }],
  ['how many points do I have', { topic: 'bonus' }],
  ['what are my saved sizes', { topic: 'saved_sizes' }],
  ['when does my pause end', { topic: 'billing' }],
  ['hello!', { topic: 'greeting' }],
  ['any tips?', { topic: 'tips' }],
  ['what can you do?', { topic: 'tips' }],
  ['what is the meaning of life', { topic: 'unknown' }],
  ['satin slip dress', { topic: 'products', category: 'DRESSES', keyword: 'satin' }],
  ['shoes under 100 in my size', { topic: 'products', group: 'shoes', max: 100, mySizes: true }],
  ['Maréchal Paris heels', { topic: 'products', brand: 'Maréchal Paris', category: 'HEELS' }],
  ['sable and stone skirts', { topic: 'products', brand: 'Sable & Stone', category: 'SKIRTS' }],
  ['a look with a jumpsuit for a party', { topic: 'looks', category: 'JUMPSUITS', occasion: 'PARTY' }],
  [
    'pink cocktail dress up to $300 size xs',
    { topic: 'products', colors: ['Rose', 'Blush'], occasion: 'PARTY', category: 'DRESSES', max: 300, sizes: ['XS'] },
  ],
  ['show me Vesper & Co. jackets', { topic: 'products', brand: 'Vesper & Co.', category: 'JACKETS_COATS' }],
  ['more like this but in navy', { topic: 'products', similar: true, colors: ['Navy'] }],
  ['take the style quiz again', { topic: 'survey' }],
  ['boots size 9', { topic: 'products', category: 'BOOTS', sizes: ['US 9'] }],
  ['show me satin', { topic: 'products', keyword: 'satin' }],
  ['activewear for the gym', { topic: 'products', category: 'ACTIVEWEAR' }],
  [
    'Hollis Grey trousers from 80 to 150 dollars',
    { topic: 'products', brand: 'Hollis Grey', category: 'PANTS', min: 80, max: 150 },
  ],
  ['affordable wedding guest dresses', { topic: 'products', occasion: 'WEDDING', category: 'DRESSES', cheap: true }],
  ['am I a member?', { topic: 'membership' }],
  ['I want to cancel my membership', { topic: 'cancel_membership' }],
  ['how do I end my subscription', { topic: 'cancel_membership' }],
  ['reset my style survey', { topic: 'reset_survey' }],
  ['clear my style answers', { topic: 'reset_survey' }],
  ['I want to redo my style', { topic: 'rebuild_style' }],
  ['my picks are off', { topic: 'rebuild_style' }],
  ['do you have this in M?', { topic: 'size_check', sizes: ['M'] }],
  ['does it come in size 8', { topic: 'size_check', sizes: ['US 8'] }],
  ['do you have dresses in M', { topic: 'products', category: 'DRESSES', sizes: ['M'] }],
];

let db: Db;
let lex: Lexicon;

beforeAll(async () => {
  db = await openTestDb();
  lex = lexiconOf(await vocabularyOf(db));
});
afterAll(async () => {
  await db.destroy();
});

describe('understanding a message', () => {
  it('has a table of at least 30 phrasings', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(30);
  });

  it.each(TABLE)('%s', (text, e) => {
    const u = understand(text, lex);
    expect(u.topic).toBe(e.topic);
    expect(u.occasion?.code).toBe(e.occasion);
    expect(u.category?.code).toBe(e.category);
    expect(u.categoryGroup ?? undefined).toBe(e.group);
    if (e.colors) expect(u.colors).toEqual(expect.arrayContaining(e.colors));
    if (e.noColors || (!e.colors && e.topic === 'products')) expect(u.colors).toEqual([]);
    expect(u.sizes).toEqual(e.sizes ?? []);
    expect(u.priceMin ?? undefined).toBe(e.min);
    expect(u.priceMax ?? undefined).toBe(e.max);
    expect(u.cheap).toBe(e.cheap ?? false);
    expect(u.brand?.name).toBe(e.brand);
    expect(u.similar).toBe(e.similar ?? false);
    expect(u.mySizes).toBe(e.mySizes ?? false);
    if (e.keyword) expect(u.keyword).toContain(e.keyword);
  });

  it('maps every seeded occasion and category name to itself', () => {
    for (const o of lex.vocabulary.occasions) expect(understand(`${o.name} ideas`, lex).occasion?.id).toBe(o.id);
    for (const c of lex.vocabulary.categories) expect(understand(`show me ${c.name}`, lex).category?.id).toBe(c.id);
  });

  it('finds every brand of the catalog, in any case', () => {
    for (const b of lex.vocabulary.brands)
      expect(understand(`${b.name.toUpperCase()} please`, lex).brand?.id).toBe(b.id);
  });

  it('keeps only sizes the catalog has', () => {
    expect(understand('dresses size 42', lex).sizes).toEqual([]);
    expect(understand('a coat in xxl', lex).sizes).toEqual(['XXL']);
  });
});
