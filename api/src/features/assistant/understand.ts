/**
 * Understanding a shopper's message: a pure function from the text (and the shop's vocabulary) to
 * what was asked — a question about the shopper's own account, or products / looks with the
 * occasion, category, colors, sizes, price range, brand and "like this one" it names.
 */
import type { CategoryTaxon, Lexicon } from './lexicon.js';
import { readPrice, readSizes } from './measures.js';
import { STOPWORDS } from './phrases.js';
import { Reading, type PhraseEntry } from './text.js';
import type { VocabTaxon } from './vocabulary.js';

export type Topic =
  | 'products'
  | 'looks'
  | 'tote_slots'
  | 'billing'
  | 'membership'
  | 'saved_sizes'
  | 'bonus'
  | 'survey'
  | 'reset_survey'
  | 'rebuild_style'
  | 'cancel_membership'
  | 'size_check'
  | 'tips'
  | 'greeting'
  | 'unknown';

export interface Understood {
  topic: Topic;
  occasion: VocabTaxon | null;
  category: CategoryTaxon | null;
  /** "shoes": every category of a department. */
  categoryGroup: 'clothing' | 'shoes' | null;
  /** The catalog's color names asked for ("red" → Scarlet, Burgundy). */
  colors: string[];
  /** The color words as the shopper said them. */
  colorWords: string[];
  sizes: string[];
  /** "in my size": the shopper's saved sizes. */
  mySizes: boolean;
  priceMin: number | null;
  priceMax: number | null;
  /** "cheap", "cheaper": the lowest prices first (with `similar`, cheaper than that product). */
  cheap: boolean;
  brand: { id: number; name: string } | null;
  /** "like this one", "similar": the product the shopper is looking at. */
  similar: boolean;
  /** A kind of item narrower than the category ("jeans", "slip dress"), or null. */
  item: string | null;
  /** Words to search titles for ("slip dress satin", "jeans"): the item first, or null. */
  keyword: string | null;
}

/** Questions about the shopper's own account, tried in order before anything else. */
const ACCOUNT_TOPICS: [Topic, RegExp][] = [
  [
    'cancel_membership',
    /\b(cancel|end|stop|quit|terminate)\b.*\b(membership|subscription|plan|being a member)\b|\bunsubscribe me\b/,
  ],
  ['reset_survey', /\b(reset|clear|erase|delete|wipe)\b.*\b(survey|quiz|style)\b/],
  [
    'rebuild_style',
    new RegExp(
      '\\b(redo|rebuild|refresh|update|retake|restart|start over)\\b.*' +
        '\\b(my style|style survey|survey|quiz|my picks)\\b|' +
        '\\bmy (picks|recommendations) (are|feel|look|seem) (off|wrong|stale|boring)\\b',
    ),
  ],
  [
    'tote_slots',
    new RegExp(
      '\\b(tote|box)\\b.*\\b(slots?|spaces?|spots?|room|free|left|full|capacity|hold)\\b|' +
        '\\b(slots?|spaces?|spots?)\\b.*\\b(tote|box|free|left)\\b|' +
        'how many (more )?(items|pieces|things|clothes) can i (add|rent|have|get)',
    ),
  ],
  [
    'billing',
    new RegExp(
      '\\b(billing|billed|bill|charged?|renews?|renewal|next payment|payment date|pay next)\\b|' +
        '\\b(pause|paused|unlock\\w*)\\b.*\\b(end|ends|over|until|date|resume|resumes)\\b|' +
        '\\bwhen\\b.*\\b(pause|paused|unpause\\w*|unlock\\w*)\\b',
    ),
  ],
  ['bonus', /\b(points?|bonus|credits?|rewards?|balance)\b(?! card)/],
  [
    'saved_sizes',
    /\b(what|which|whats)( is| are)? my (saved )?sizes?\b|\bmy saved sizes?\b|\bsizes? (do )?(i have |ive )?saved\b/,
  ],
  [
    'membership',
    new RegExp(
      '\\b(membership|subscription|member|plan)\\b.*\\b(status|active|state)\\b|\\bam i (a )?(member|subscribed)\\b|' +
        '\\b(my|whats my|what is my) (membership|subscription|plan)\\b',
    ),
  ],
  ['survey', /\b(style )?(survey|quiz)\b/],
];

const TIPS_RE = /\b(tips?|help|what can you do|how (does|do) (this|it|you) work|advice|ideas|inspiration|inspire me)\b/;
const GREETING_RE =
  /^(hi|hello|hey|hiya|yo|howdy|hola|good (morning|afternoon|evening))( there)?( tote| stylist| bot)?[\s!.?]*$/;
const SIMILAR_RE = new RegExp(
  '\\b(something |more |anything )?(like|similar to) (this|that|it|the one)( one| item| product| dress)?\\b|' +
    '\\bsimilar( items| styles| ones| products)?\\b|\\bsame (style|vibe|look)\\b|\\balternatives?\\b',
);
const CHEAP_RE = /\b(cheap|cheaper|cheapest|affordable|inexpensive|less expensive|budget friendly|lower price[ds]?)\b/;
const LOOKS_RE = new RegExp(
  '\\b(outfits?|looks?|what (should|can|do|could) i wear|what to wear|to wear|style me|put together|' +
    'complete the look|goes? with|pair with)\\b',
);
const SHOPPING_RE = /\b(show|find|search|looking for|look for|want|need|got any|do you have|have you got)\b/;
const MY_SIZE_RE = /\b(in|for)? ?my sizes?\b/;
/** "do you have this in M", "does it come in 8": a size of the product the shopper is looking at. */
const THIS_IN_RE = /\b(this|it|that)( one| dress| item| piece)? (in|come in|comes in)\b/;

function empty(topic: Topic): Understood {
  return {
    topic,
    occasion: null,
    category: null,
    categoryGroup: null,
    colors: [],
    colorWords: [],
    sizes: [],
    mySizes: false,
    priceMin: null,
    priceMax: null,
    cheap: false,
    brand: null,
    similar: false,
    item: null,
    keyword: null,
  };
}

/** The first entry found, and every other phrase for the same thing ("wedding reception": one occasion). */
function takeWithSiblings<T>(r: Reading, entries: PhraseEntry<T>[], same: (a: T, b: T) => boolean): T | null {
  const hit = r.takeFirst(entries)?.value ?? null;
  if (hit !== null) r.takeEvery(entries.filter((e) => same(e.value, hit)));
  return hit;
}

/** Content words nobody took: searched in titles ("satin slip"). */
function leftoverKeyword(r: Reading, narrow: string | null): string | null {
  const words = r.words().filter((w) => /^[a-z][a-z-]{2,}$/.test(w) && !STOPWORDS.has(w));
  const all = [...(narrow ? [narrow] : []), ...words].slice(0, 4);
  return all.length ? all.join(' ') : null;
}

export function understand(text: string, lex: Lexicon): Understood {
  const r = new Reading(text);
  for (const [topic, re] of ACCOUNT_TOPICS) if (r.test(re)) return empty(topic);

  const u = empty('unknown');
  const thisIn = r.test(THIS_IN_RE);
  const greeting = r.test(GREETING_RE);
  const asksTips = r.take(TIPS_RE) !== null;
  u.similar = r.take(SIMILAR_RE) !== null;
  u.cheap = r.takeAll(CHEAP_RE).length > 0;
  const wantsLook = r.take(LOOKS_RE) !== null;
  const shopping = r.test(SHOPPING_RE);
  u.mySizes = r.take(MY_SIZE_RE) !== null;
  u.sizes = readSizes(r, lex.sizes);
  const price = readPrice(r);
  u.priceMin = price.min;
  u.priceMax = price.max;
  u.brand = r.takeFirst(lex.brands)?.value ?? null;
  u.occasion = takeWithSiblings(r, lex.occasions, (a, b) => a.id === b.id);
  const cat = takeWithSiblings(r, lex.categories, (a, b) => a.category === b.category && a.group === b.group);
  u.category = cat?.category ?? null;
  u.categoryGroup = cat && !cat.category ? cat.group : null;
  const colors = r.takeEvery(lex.colors);
  u.colors = [...new Set(colors.flatMap((c) => c.value))];
  u.colorWords = colors.map((c) => c.phrase);
  u.item = cat?.narrow ?? null;
  u.keyword = leftoverKeyword(r, u.item);

  const named =
    u.occasion || u.category || u.categoryGroup || u.brand || u.colors.length || u.sizes.length || u.mySizes;
  const priced = u.priceMin !== null || u.priceMax !== null || u.cheap;
  if (thisIn && u.sizes.length && !cat && !u.similar && !wantsLook) u.topic = 'size_check';
  else if (wantsLook) u.topic = 'looks';
  else if (named || priced || u.similar) u.topic = 'products';
  else if (u.keyword && (shopping || u.keyword.split(' ').length === r.words().length)) u.topic = 'products';
  else if (asksTips) u.topic = 'tips';
  else if (greeting) u.topic = 'greeting';
  if (u.topic === 'tips' || u.topic === 'greeting' || u.topic === 'unknown') u.keyword = u.item = null;
  return u;
}
