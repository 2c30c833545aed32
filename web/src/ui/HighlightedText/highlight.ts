/** A piece of a text: `match` when it is one of the terms to highlight. */
export interface TextPart {
  text: string;
  match: boolean;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Splits `text` at every case-insensitive occurrence of the terms (longest first, so "dress" wins
 * over "dre"). The parts join back into `text` unchanged.
 */
export function highlightParts(text: string, terms: readonly string[]): TextPart[] {
  const words = [...new Set(terms.map((term) => term.trim()).filter(Boolean))].sort((a, b) => b.length - a.length);
  if (words.length === 0 || text === '') return [{ text, match: false }];
  const alternatives = words.map(escapeRegExp).join('|');
  const whole = new RegExp(`^(?:${alternatives})$`, 'i');
  return text
    .split(new RegExp(`(${alternatives})`, 'i'))
    .filter((piece) => piece !== '')
    .map((piece) => ({ text: piece, match: whole.test(piece) }));
}
