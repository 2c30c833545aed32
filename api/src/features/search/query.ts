/**
 * From a shopper's keyword to a tsquery. Words keep only letters and digits, so the tsquery text
 * built from them holds no syntax of the user's (& | ! ( ) : * ' \ never reach to_tsquery).
 */
import { normalizeKeyword } from '@tote/contract/search';

/** More words than this add nothing but cost. */
const MAX_WORDS = 12;

/** The keyword's words: normalised, split on anything that is not a letter or a digit. */
export function queryWords(keyword: string): string[] {
  return normalizeKeyword(keyword)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
}

/** Every word must match; the last one also as a prefix (type-ahead). '' when there are no words. */
export function tsqueryText(words: string[]): string {
  return words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ');
}
