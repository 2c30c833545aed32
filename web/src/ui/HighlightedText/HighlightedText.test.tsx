import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { highlightParts } from './highlight.ts';
import { HighlightedText } from './HighlightedText.tsx';

describe('highlightParts', () => {
  it('marks every occurrence of the terms in any case, the longest first, and keeps the text whole', () => {
    expect(highlightParts('Dress and dresser', ['dress', 'dre'])).toEqual([
      { text: 'Dress', match: true },
      { text: ' and ', match: false },
      { text: 'dress', match: true },
      { text: 'er', match: false },
    ]);
  });

  it('takes terms literally (no pattern characters) and leaves a text without terms alone', () => {
    expect(highlightParts('Top (a+b) size', ['(a+b)'])).toEqual([
      { text: 'Top ', match: false },
      { text: '(a+b)', match: true },
      { text: ' size', match: false },
    ]);
    expect(highlightParts('Silk slip', [])).toEqual([{ text: 'Silk slip', match: false }]);
    expect(highlightParts('Silk slip', ['  '])).toEqual([{ text: 'Silk slip', match: false }]);
  });
});

describe('HighlightedText', () => {
  it('renders the matches as <mark> (or <strong>) elements and markup in the text as text', () => {
    const { container } = render(
      <p>
        <HighlightedText text="<img src=x onerror=alert(1)> red dress" terms={['dress']} />
      </p>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('mark')?.textContent).toBe('dress');
    expect(container.textContent).toBe('<img src=x onerror=alert(1)> red dress');

    const typed = render(<HighlightedText as="strong" text="dress" terms={['dre']} />);
    expect(typed.container.innerHTML).toBe('<strong>dre</strong>ss');
  });
});
