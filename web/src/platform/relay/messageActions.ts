/**
 * SPEC §8, after the table: "Other errors follow message.action: toast shows content, logs writes to console,
 * redirect goes to the content URL, back goes to redirect_uri or home." The gateway carries the api's message on
 * a GraphQL error as `extensions.action` and `extensions.content`. errorReactions.ts applies the table's fixed
 * reactions first and hands the rest here.
 *
 * What never follows the action:
 * - the table's own codes (a fixed reaction, "not shown", or "left to calling screen"), whatever action the api
 *   put beside them: e.g. 70003 says 'redirect' with a sentence, but its reaction is /404;
 * - userErrors: a screen's mutation payload shows them inline, and they are data, not GraphQL errors, so nothing
 *   here sees them (the gateway turns a code into a GraphQL error instead only when its action is a navigation).
 *
 * Partial data: an action is the api's word on what to do, so it applies whether or not the rest of the answer
 * came (a redirect or back leaves the page that got it). Errors without an action stay "partial data" warnings.
 */
import { ErrorCode } from '@tote/contract/codes';
import type { MessageAction } from '@tote/contract/envelope';

export interface MessageError {
  message: string;
  extensions?: { code?: string; [key: string]: unknown };
}

export interface MessageActionHandlers {
  /** A path of this shop, through the router. */
  redirect(to: string): void;
  /** Another site by http(s), through the checked external navigation. */
  leave(url: string): void;
  toast(message: string): void;
  /** 'back': to the current URL's redirect_uri when it is a path of this shop, else home. */
  back(): void;
}

export type MessageReaction = 'redirect' | 'back' | 'toast' | 'log' | 'none';

/** GraphQL codes that carry a fixed reaction of the table (errorReactions.ts). */
const FIXED_GATEWAY_CODES = new Set([
  'INTERNAL',
  'INTERNAL_SERVER_ERROR',
  'NOT_FOUND',
  'SHARE_EXPIRED',
  'UNAUTHENTICATED',
  'NETWORK_ERROR',
]);

/** Every code of the §8 table: each has its reaction there ("not shown" and "left to calling screen" included). */
const TABLE_CODES: ReadonlySet<number> = new Set([
  ErrorCode.EMAIL_EXISTS,
  ErrorCode.DATA_NOT_FOUND,
  ErrorCode.EMAIL_NOT_FOUND,
  ErrorCode.WRONG_CREDENTIALS,
  ErrorCode.NOT_IN_WAITLIST,
  ErrorCode.WAITING_IN_WAITLIST,
  ErrorCode.INVALID_NICKNAME,
  ErrorCode.SHARE_EXPIRED,
  ErrorCode.SHARE_OVERDUE,
  ErrorCode.PAYMENT_PROVIDER_ERROR,
  ErrorCode.PAYMENT_CHECK_NEEDED,
  ErrorCode.UNAUTHORIZED,
  ErrorCode.INVALID_PROMO,
  ErrorCode.PROMO_USED,
  ErrorCode.PROMO_EXCLUDES_PRODUCT,
  ErrorCode.INSUFFICIENT_POINTS,
  ErrorCode.PROMO_FIRST_SUBSCRIPTION_ONLY,
  ErrorCode.INVALID_INVITATION,
  ErrorCode.SERVER_ERROR,
  ErrorCode.TOKEN_EXPIRED,
  ErrorCode.PRODUCT_OFF_SHELF,
]);

const ACTIONS: ReadonlySet<string> = new Set<MessageAction>(['none', 'toast', 'log', 'redirect', 'back']);

/** The api's action on this error, or null when it has none or the table fixes its reaction. */
export function messageActionOf(error: MessageError): MessageAction | null {
  const action = error.extensions?.['action'];
  if (typeof action !== 'string' || !ACTIONS.has(action)) return null;
  if (FIXED_GATEWAY_CODES.has(String(error.extensions?.code))) return null;
  if (TABLE_CODES.has(Number(error.extensions?.['upstreamCode']))) return null;
  return action as MessageAction;
}

const contentOf = (error: MessageError): string => {
  const content = error.extensions?.['content'];
  return typeof content === 'string' && content.trim() !== '' ? content : error.message;
};

export type RedirectTarget = { kind: 'path'; path: string } | { kind: 'external'; url: string } | { kind: 'refused' };

/**
 * Where a redirect's content goes from `origin`: a path of this shop ("/…", not "//host") or an absolute URL of this
 * origin → the router; an absolute http(s) URL of another site → the external navigation; anything else (a
 * sentence, "//host", javascript:, data:) is refused.
 */
export function redirectTarget(content: string, origin: string): RedirectTarget {
  const path = content.startsWith('/') && !content.startsWith('//') && !content.startsWith('/\\');
  if (!path && !/^https?:\/\//i.test(content)) return { kind: 'refused' };
  let url: URL;
  try {
    url = new URL(content, origin);
  } catch {
    return { kind: 'refused' };
  }
  if (url.origin === origin) return { kind: 'path', path: url.pathname + url.search + url.hash };
  return path ? { kind: 'refused' } : { kind: 'external', url: url.href };
}

const STRENGTH: readonly MessageReaction[] = ['none', 'log', 'toast', 'back', 'redirect'];
const stronger = (a: MessageReaction, b: MessageReaction): MessageReaction =>
  STRENGTH.indexOf(a) >= STRENGTH.indexOf(b) ? a : b;

/**
 * Applies the actions of `errors` (those messageActionOf accepts): each toast's text once, each log, and one
 * navigation — the first redirect to a usable URL, else a back; a redirect to anything else is logged, not followed.
 * Answers the strongest reaction applied ('none' when no error had an action, or only 'none').
 */
export function reactToMessageActions(
  errors: readonly MessageError[],
  operationName: string,
  handlers: MessageActionHandlers,
  origin: string,
): MessageReaction {
  let applied: MessageReaction = 'none';
  const toasted = new Set<string>();
  let destination: RedirectTarget | null = null;
  let back = false;
  for (const error of errors) {
    const action = messageActionOf(error);
    if (action === 'toast') {
      const text = contentOf(error);
      if (!toasted.has(text)) handlers.toast(text);
      toasted.add(text);
      applied = stronger(applied, 'toast');
    } else if (action === 'log') {
      console.warn(`${operationName}: ${contentOf(error)}`);
      applied = stronger(applied, 'log');
    } else if (action === 'redirect') {
      const target = redirectTarget(String(error.extensions?.['content'] ?? ''), origin);
      if (target.kind !== 'refused') destination ??= target;
      else {
        console.warn(`${operationName}: refused redirect`, error.extensions?.['content']);
        applied = stronger(applied, 'log');
      }
    } else if (action === 'back') back = true;
  }
  if (destination?.kind === 'path') handlers.redirect(destination.path);
  else if (destination?.kind === 'external') handlers.leave(destination.url);
  else if (back) handlers.back();
  return destination ? stronger(applied, 'redirect') : back ? stronger(applied, 'back') : applied;
}
