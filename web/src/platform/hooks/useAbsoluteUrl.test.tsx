import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useAbsoluteUrl } from './useAbsoluteUrl.ts';
import { hydrate, serverHtml } from '../../../test/hydration.tsx';

function Link() {
  return <input readOnly aria-label="Link" value={useAbsoluteUrl('/register/ANN42')} />;
}

const value = () => (screen.getByRole('textbox', { name: 'Link' }) as HTMLInputElement).value;

describe('useAbsoluteUrl', () => {
  it('is the path on the server and while hydrating, the full URL right after', async () => {
    const container = serverHtml(<Link />);
    expect(container.innerHTML).toContain('value="/register/ANN42"');
    const { problems } = hydrate(container, <Link />);
    await screen.findByDisplayValue(`${window.location.origin}/register/ANN42`);
    expect(problems).toEqual([]);
  });

  it('is the full URL from the first render without server HTML', () => {
    render(<Link />);
    expect(value()).toBe(`${window.location.origin}/register/ANN42`);
  });
});
