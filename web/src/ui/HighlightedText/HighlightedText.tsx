import { highlightParts } from './highlight.ts';

interface Props {
  text: string;
  terms: readonly string[] | undefined;
  /** `mark` for matched words in results, `strong` for the typed part of a suggestion. */
  as?: 'mark' | 'strong';
}

/** The text with the terms wrapped in <mark> (or <strong>), as React elements: never as HTML. */
export function HighlightedText({ text, terms, as: Tag = 'mark' }: Props) {
  if (!terms?.length) return text;
  return (
    <>
      {highlightParts(text, terms).map((part, index) => (part.match ? <Tag key={index}>{part.text}</Tag> : part.text))}
    </>
  );
}
