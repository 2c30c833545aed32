/** Full-page navigations (SPEC §3, §8): the shop's own pages; another site only when flagged; http(s) only. */
import { describe, expect, it } from 'vitest';
import { checkedDestination, NavigationRefused } from '../fullReload.ts';

const HERE = 'https://shop.example/account/my-subscription';

describe('checkedDestination', () => {
  it("goes to the shop's own pages, written as paths or whole", () => {
    expect(checkedDestination('/subscribe?mode=resubscribe', HERE)).toBe(
      'https://shop.example/subscribe?mode=resubscribe',
    );
    expect(checkedDestination('https://shop.example/account', HERE)).toBe('https://shop.example/account');
  });

  it('leaves for another site only with the external flag', () => {
    expect(() => checkedDestination('https://pay.example/3ds', HERE)).toThrow(NavigationRefused);
    expect(() => checkedDestination('//pay.example/3ds', HERE)).toThrow(/another site/);
    expect(checkedDestination('https://pay.example/3ds', HERE, { external: true })).toBe('https://pay.example/3ds');
  });

  it('refuses every scheme but http and https, flagged or not', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,hi',
      'file:///etc/passwd',
      'vbscript:x',
    ])
      expect(() => checkedDestination(url, HERE, { external: true }), url).toThrow(NavigationRefused);
  });
});
