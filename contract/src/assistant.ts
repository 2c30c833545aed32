/**
 * /v1 AI shopping assistant ("minibot") contract.
 *
 * POST /ai/chat/stream answers with server-sent events (content-type text/event-stream), one
 * `event:` + `data:` (JSON) frame each, in this order:
 *   start → processing (0..n) → chat_message (1..n) → end
 * or, on a failure after the stream began, an `error` frame and the end of the stream. A request
 * refused before the stream begins (bad parameters 40001, rate limit 42900) gets the usual JSON
 * envelope, not a stream. Any other event name is treated as an error by clients.
 *
 * chat_message frames carry the whole message so far (a snapshot): clients merge by `messageId`
 * (replace the message with the same id, add it otherwise). Text streams token by token: each
 * frame's last text element is a little longer than the previous frame's; `done` marks the last
 * frame of a message. One request may produce several messages (e.g. a text reply, then products).
 *
 * Engines behind one interface: the local engine (default, no network) and an OpenAI-compatible
 * provider (AI_BASE_URL + AI_API_KEY + AI_MODEL; streamed chat completions with tool calls into
 * the shop's product search).
 */
import type { ProductCard } from './catalog.js';

export const AI_STREAM_EVENTS = ['start', 'chat_message', 'processing', 'end', 'error'] as const;
export type AiStreamEvent = (typeof AI_STREAM_EVENTS)[number];

export const AI_REPLY_KINDS = [
  'boot',
  'chat_reply',
  'view_products',
  'view_looks',
  'chat_tips',
  'trial_limit',
  'error',
] as const;
export type AiReplyKind = (typeof AI_REPLY_KINDS)[number];

export const AI_ELEMENT_TYPES = [
  'text',
  'quick_button',
  'input',
  'button',
  'set',
  'tips',
  'show_survey',
  'error',
  'product_card',
] as const;
export type AiElementType = (typeof AI_ELEMENT_TYPES)[number];

export const AI_SENDER_ROLES = ['assistant', 'minibot', 'user'] as const;
export type AiSenderRole = (typeof AI_SENDER_ROLES)[number];

/** Actions a client asks for (a quick button's or a button's action). */
export const AI_ACTIONS = ['get_products', 'get_looks', 'get_bonus', 'reset_survey'] as const;
export type AiAction = (typeof AI_ACTIONS)[number];

/**
 * Actions the assistant drives on the client (a button's action). What each does (the api's
 * api/src/features/assistant/actions.ts carries the design):
 * - chat_with_ai: the minibot's button; opens the full assistant, which carries on about the product (value: its id).
 * - cancel_survey_reason: one reason of the cancel survey (value "questionId:optionId"); the assistant answers it
 *   and links to the cancel flow. It never cancels.
 * - copy_link / redirect_link: copy or open `link`.
 * - turn_on_back_in_stock: an email when the size is back (value: the SKU code); members and registered shoppers.
 * - open_weather_widget: shows the `weather` the button carries, in the conversation.
 * - rebuild_style: resets the style survey and opens it at step 1 at once.
 */
export const AI_DRIVEN_ACTIONS = [
  'chat_with_ai',
  'cancel_survey_reason',
  'copy_link',
  'turn_on_back_in_stock',
  'redirect_link',
  'open_weather_widget',
  'rebuild_style',
] as const;
export type AiDrivenAction = (typeof AI_DRIVEN_ACTIONS)[number];

/** Intents of a request: `boot` when the panel opens (the greeting), `chat` for a typed message. */
export type AiIntent = 'boot' | 'chat' | AiAction;

/** A product card in a reply, with the sizes in stock now (a reply only shows products one can get). */
export interface AiProductCard extends ProductCard {
  sizesInStock: string[];
}

/** A look: products that go together (a dress, shoes, a bag), built from complementary categories. */
export interface AiLook {
  title: string;
  products: AiProductCard[];
  /** Sum of the products' purchase prices (USD). */
  totalPrice: number;
}

/** One day of an outlook: temperatures in °F, the chance of rain or snow in percent. */
export interface AiWeatherDay {
  date: string; // YYYY-MM-DD
  label: string; // "Saturday"
  highF: number;
  lowF: number;
  precipChance: number;
  sky: string; // "Mostly sunny", "Showers likely"
}

/** The outlook an open_weather_widget button shows; `source` says where it comes from (e.g. climate normals). */
export interface AiWeather {
  place: string;
  period: string; // "this weekend"
  days: AiWeatherDay[];
  source: string;
}

export type AiElement = { intent?: AiIntent } & (
  | { type: 'text'; value: string }
  /** Clicking sends `text` as the shopper's next message (with `action`, when set, as the request's action). */
  | { type: 'quick_button'; value: { label: string; text: string; action?: AiAction } }
  | { type: 'input'; value: { placeholder: string } }
  | {
      type: 'button';
      value: {
        label: string;
        action: AiAction | AiDrivenAction;
        link?: string;
        /** Sent back as the request's action value when the button is pressed. */
        value?: string;
        /** open_weather_widget: the outlook the widget shows. */
        weather?: AiWeather;
      };
    }
  | { type: 'set'; value: AiLook }
  | { type: 'tips'; value: string[] }
  | { type: 'show_survey'; value: { title: string; text: string; link: string } }
  | { type: 'error'; value: string }
  | { type: 'product_card'; value: AiProductCard }
);

export interface AiSender {
  role: AiSenderRole;
  avatar: string; // root-relative image path
  nickname: string;
}

export interface AiChatMessage {
  messageId: string;
  event: 'chat_message';
  kind: AiReplyKind;
  user: AiSender;
  messages: AiElement[];
  /** While the assistant works: what it is doing ("Looking through dresses…"); null otherwise. */
  processingData: { text: string } | null;
  /** The last frame of this message. History holds only finished messages. */
  done: boolean;
  createdAt: string; // ISO-8601
}

/** Data of each event. */
export interface AiStartData {
  /** The reply's first message id. */
  messageId: string;
  createdAt: string;
}
export interface AiProcessingData {
  messageId: string;
  processingData: { text: string };
}
export type AiChatMessageData = AiChatMessage;
export interface AiEndData {
  messageId: string;
  /** Messages the shopper may still send before the trial limit (guests and non-members); null = unlimited. */
  trialMessagesLeft: number | null;
}
/** An error inside a stream: the envelope's code and message (action 'toast' or 'logs'). */
export interface AiErrorData {
  code: number;
  message: { action: 'toast' | 'logs'; content: string };
}

/** One user turn: 1..10 parts, text ≤ 1,000 characters each. */
export const AI_MESSAGE_MAX = 1000;
/** Most messages one page of /ai/chat/history holds. */
export const AI_HISTORY_PAGE_MAX = 50;
/** Longest behavior event type (/ai/minibot_agent/behavior). */
export const AI_EVENT_TYPE_MAX = 60;
export interface AiChatRequest {
  messages: { type: 'text' | 'quick_button' | 'input'; value: string }[];
  /** Default 'chat'; 'boot' needs no messages. */
  intent?: AiIntent;
  /** Where the shopper is: the product page's id makes "like this one" refer to it. */
  context?: { shopProductId?: number; page?: string };
  action?: { type: AiAction | AiDrivenAction; value?: string };
}

/** /ai/chat/history?pageSize=&before= — finished messages of the shopper (or this device, for guests), oldest first. */
export interface AiChatHistory {
  list: AiChatMessage[];
  hasMore: boolean;
  /** Same as AiEndData.trialMessagesLeft. */
  trialMessagesLeft: number | null;
}

/** /ai/history/list — what the shopper asked before (typed messages), newest first, ≤ 20. */
export interface AiAskedHistory {
  list: { text: string; askedAt: string }[];
}

/**
 * /ai/minibot_agent/behavior (POST): `{ data: { event_type, shop_product_id?, color_id?, star?, order_type? } }`
 * plus the basic params; `star` and `order_type` are accepted and ignored. A view_pdp event makes that
 * product what "like this one" means when a request has no context.
 */
export interface AiBehaviorParams {
  data: {
    event_type: string;
    shop_product_id?: number;
    color_id?: number;
    star?: number;
    order_type?: string;
  };
}

/** What /ai/minibot_agent/behavior answers: the minibot's message, when the event made it speak up. */
export interface AiBehaviorResult {
  ok: true;
  /** A message from the minibot (sender role minibot) with a chat_with_ai button, now in the history; else null. */
  message: AiChatMessage | null;
}

/** Default number of messages a guest or a non-member may send (AI_TRIAL_LIMIT overrides). */
export const AI_TRIAL_LIMIT_DEFAULT = 5;
