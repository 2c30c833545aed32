/** SPEC §8 "Other errors follow message.action", after the table's fixed reactions (errorReactions.ts). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureErrorReactions, reactToGraphQLErrors, type GraphQLErrorLike } from '../errorReactions.ts';
import { redirectTarget } from '../messageActions.ts';

const refused = (action: string, content: string, upstreamCode = 23006, code = 'REFUSED'): GraphQLErrorLike => ({
  message: content,
  path: ['cancelOrder'],
  extensions: { code, upstreamCode, action, content },
});

const handlers = {
  navigate: vi.fn<(to: string, options?: { replace?: boolean }) => void>(),
  redirect: vi.fn<(to: string) => void>(),
  toast: vi.fn<(message: string) => void>(),
  unauthenticated: vi.fn(),
  leave: vi.fn<(url: string) => void>(),
  back: vi.fn<() => void>(),
};
let unwire: () => void;
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  for (const handler of Object.values(handlers)) handler.mockReset();
  unwire = configureErrorReactions(handlers);
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  unwire();
  warn.mockRestore();
});

describe('message.action', () => {
  it('toast shows the content, once however many errors say it', () => {
    const text = "This order has shipped and can't be cancelled.";
    expect(reactToGraphQLErrors([refused('toast', text), refused('toast', text)], 'Op', true)).toBe('toast');
    expect(handlers.toast).toHaveBeenCalledTimes(1);
    expect(handlers.toast).toHaveBeenCalledWith(text);
    expect(handlers.navigate).not.toHaveBeenCalled();
  });

  it("toast shows the error's message when the content is empty", () => {
    reactToGraphQLErrors([{ message: 'Refused', extensions: { code: 'REFUSED', action: 'toast', content: '' } }], 'Op');
    expect(handlers.toast).toHaveBeenCalledWith('Refused');
  });

  it('log writes the content to the console and shows nothing', () => {
    expect(reactToGraphQLErrors([refused('log', 'a stale switch')], 'SetPollPush', true)).toBe('log');
    expect(warn).toHaveBeenCalledWith('SetPollPush: a stale switch');
    expect(handlers.toast).not.toHaveBeenCalled();
  });

  it('redirect goes to a path of this shop through the router', () => {
    expect(reactToGraphQLErrors([refused('redirect', '/return/7?from=order')], 'Op', true)).toBe('redirect');
    expect(handlers.redirect).toHaveBeenCalledWith('/return/7?from=order');
    expect(handlers.leave).not.toHaveBeenCalled();
  });

  it('redirect to an absolute URL of this origin is a path too; of another site, the external navigation', () => {
    reactToGraphQLErrors([refused('redirect', `${window.location.origin}/order/3`)], 'Op');
    expect(handlers.redirect).toHaveBeenCalledWith('/order/3');
    reactToGraphQLErrors([refused('redirect', 'https://help.example/returns')], 'Op');
    expect(handlers.leave).toHaveBeenCalledWith('https://help.example/returns');
  });

  it('redirect to anything else is refused and logged: a sentence, //host, javascript:', () => {
    for (const content of ['This product is gone', '//evil.example/x', 'javascript:alert(1)', 'data:text/html,x']) {
      expect(reactToGraphQLErrors([refused('redirect', content)], 'Op'), content).toBe('log');
    }
    expect(handlers.redirect).not.toHaveBeenCalled();
    expect(handlers.leave).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('Op: refused redirect', 'javascript:alert(1)');
  });

  it('back hands over to the wired back (redirect_uri or home)', () => {
    expect(reactToGraphQLErrors([refused('back', 'This order is closed.')], 'PayOrder', true)).toBe('back');
    expect(handlers.back).toHaveBeenCalledTimes(1);
    expect(handlers.toast).not.toHaveBeenCalled();
  });

  it("'none' does nothing, and is not a partial-data warning", () => {
    expect(reactToGraphQLErrors([refused('none', 'quiet')], 'Op', true)).toBe('none');
    expect(Object.values(handlers).every((h) => h.mock.calls.length === 0)).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });

  it('an error without an action stays a partial-data warning', () => {
    const plain = { message: 'page must be 1 or more', extensions: { code: 'BAD_USER_INPUT' } };
    expect(reactToGraphQLErrors([plain], 'Reviews', true)).toBe('partial');
    expect(warn).toHaveBeenCalledWith('Reviews: partial data', [plain]);
  });
});

describe('precedence', () => {
  it("the table's codes keep their reactions, whatever action the api put beside them", () => {
    // 70003 off shelf: the api says 'redirect' with a sentence; the table says /404.
    const offShelf = refused('redirect', 'This product is no longer available', 70003, 'NOT_FOUND');
    expect(reactToGraphQLErrors([offShelf, refused('toast', 'other')], 'Product', true)).toBe('not-found');
    expect(handlers.navigate).toHaveBeenCalledWith('/404', expect.anything());
    expect(handlers.toast).not.toHaveBeenCalled();
  });

  it('a code the table leaves to the calling screen or does not show is never toasted', () => {
    for (const code of [50000, 50005, 20018, 20011, 30007, 30008, 60005])
      expect(reactToGraphQLErrors([refused('toast', `code ${code}`, code)], 'Op', true), String(code)).toBe('partial');
    expect(handlers.toast).not.toHaveBeenCalled();
  });

  it('a non-fatal server error (a deeper part) stays partial: 60001 is the /500 code, never a toast', () => {
    const deep = { message: 'x', path: ['product', 'similar'], extensions: { code: 'INTERNAL', action: 'toast' } };
    expect(reactToGraphQLErrors([deep], 'Product', true)).toBe('partial');
    expect(handlers.toast).not.toHaveBeenCalled();
  });

  it('one navigation: the first usable redirect before any back; toasts still show', () => {
    const result = reactToGraphQLErrors(
      [
        refused('back', 'closed'),
        refused('redirect', 'not a url'),
        refused('toast', 'note'),
        refused('redirect', '/a'),
      ],
      'Op',
      true,
    );
    expect(result).toBe('redirect');
    expect(handlers.redirect).toHaveBeenCalledTimes(1);
    expect(handlers.redirect).toHaveBeenCalledWith('/a');
    expect(handlers.back).not.toHaveBeenCalled();
    expect(handlers.toast).toHaveBeenCalledWith('note');
  });

  it('a network failure is its own toast, before any action', () => {
    expect(
      reactToGraphQLErrors([refused('back', 'x'), { message: 'down', extensions: { code: 'NETWORK_ERROR' } }], 'Op'),
    ).toBe('network');
    expect(handlers.back).not.toHaveBeenCalled();
  });
});

describe('redirectTarget', () => {
  const origin = 'https://shop.example';
  it('reads paths, own absolute URLs and other sites; refuses the rest', () => {
    expect(redirectTarget('/return/7', origin)).toEqual({ kind: 'path', path: '/return/7' });
    expect(redirectTarget('https://shop.example/x?y=1#z', origin)).toEqual({ kind: 'path', path: '/x?y=1#z' });
    expect(redirectTarget('HTTPS://other.example/', origin)).toEqual({
      kind: 'external',
      url: 'https://other.example/',
    });
    for (const content of ['', 'return/7', '//other.example', '/\\other.example', 'mailto:a@b.c', 'ftp://x.example/'])
      expect(redirectTarget(content, origin), content).toEqual({ kind: 'refused' });
  });
});
