/** Building the assistant's messages: elements, senders, and text streamed a few characters at a time. */
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import type {
  AiAction,
  AiChatMessage,
  AiDrivenAction,
  AiElement,
  AiLook,
  AiProductCard,
  AiReplyKind,
  AiSender,
  AiWeather,
} from '@tote/contract/assistant';
import type { EngineEvent } from './engine.js';

export const ASSISTANT: AiSender = { role: 'assistant', avatar: '/favicon.svg', nickname: 'Tote Stylist' };
/** The product page's small helper: it speaks up on its own (minibot.ts) and hands over to the assistant. */
export const MINIBOT: AiSender = { role: 'minibot', avatar: '/favicon.svg', nickname: 'Tote Minibot' };
export const SHOPPER: AiSender = { role: 'user', avatar: '', nickname: 'You' };

export const el = {
  text: (value: string): AiElement => ({ type: 'text', value }),
  quick: (label: string, text = label, action?: AiAction): AiElement => ({
    type: 'quick_button',
    value: { label, text, ...(action ? { action } : {}) },
  }),
  button: (label: string, action: AiAction | AiDrivenAction, link?: string): AiElement => ({
    type: 'button',
    value: { label, action, ...(link ? { link } : {}) },
  }),
  /** A button whose press sends `value` back as the request's action value; a weather button carries its outlook. */
  action: (
    label: string,
    action: AiAction | AiDrivenAction,
    extra: { value?: string; weather?: AiWeather },
  ): AiElement => ({
    type: 'button',
    value: { label, action, ...extra },
  }),
  card: (value: AiProductCard): AiElement => ({ type: 'product_card', value }),
  look: (value: AiLook): AiElement => ({ type: 'set', value }),
  tips: (value: string[]): AiElement => ({ type: 'tips', value }),
  survey: (title: string, text: string, link: string): AiElement => ({
    type: 'show_survey',
    value: { title, text, link },
  }),
  error: (value: string): AiElement => ({ type: 'error', value }),
};

/** The text elements of a message, joined. */
export const messageText = (m: AiChatMessage): string =>
  m.messages.flatMap((e) => (e.type === 'text' ? [e.value] : [])).join('\n');

/** Splits text into streamable pieces of about `size` characters, cutting after spaces where it can. */
export function tokens(text: string, size: number): string[] {
  const out: string[] = [];
  let rest = text;
  while (rest.length > size) {
    const space = rest.lastIndexOf(' ', size);
    const cut = space > 0 ? space + 1 : size;
    out.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  if (rest) out.push(rest);
  return out;
}

export interface TextReply {
  key?: number;
  kind: AiReplyKind;
  text: string;
  /** Elements after the text, sent with the last snapshot (cards, buttons). */
  tail?: AiElement[];
  tokenChars: number;
  /** Pause between pieces (ms), the pace a shopper reads at; 0 = only yield to the event loop. */
  tokenDelayMs: number;
}

/**
 * Message snapshots whose text grows piece by piece, then the whole message with its tail (done).
 * Pieces come at a reading pace (tokenDelayMs), and a disconnect is noticed between them.
 */
export async function* streamText(r: TextReply, signal: AbortSignal): AsyncGenerator<EngineEvent> {
  const key = r.key ?? 0;
  let shown = '';
  const pieces = tokens(r.text, Math.max(1, r.tokenChars));
  for (const piece of pieces.slice(0, -1)) {
    if (signal.aborted) return;
    shown += piece;
    yield { type: 'message', key, kind: r.kind, elements: [el.text(shown)], done: false };
    if (r.tokenDelayMs > 0) await sleep(r.tokenDelayMs, undefined, { signal }).catch(() => undefined);
    else await nextTurn();
  }
  if (signal.aborted) return;
  yield { type: 'message', key, kind: r.kind, elements: [el.text(r.text), ...(r.tail ?? [])], done: true };
}
