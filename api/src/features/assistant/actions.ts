/**
 * The replies to the actions a button drives (contract AI_DRIVEN_ACTIONS), and the reset_survey confirmation.
 * Each action's design lives with it: chat_with_ai here and in minibot.ts, cancel_survey_reason in
 * cancel-reasons.ts, turn_on_back_in_stock in size-check.ts, reset_survey and rebuild_style in
 * survey-actions.ts, open_weather_widget in wear.ts (the web shows the outlook the button carries; pressed
 * with a city as its value, it asks for that city's outlook again). copy_link and redirect_link are the web's
 * alone: a request with one is understood from its words.
 */
import type { AiChatRequest } from '@tote/contract/assistant';
import type { EngineContext } from './engine.js';
import { reasonAnswer } from './cancel-reasons.js';
import type { Lexicon } from './lexicon.js';
import { failed, type Planned } from './replies.js';
import { productsReply } from './shopping.js';
import { turnOnBackInStock } from './size-check.js';
import { CONFIRM, rebuild, reset, resetOffer } from './survey-actions.js';
import { understand } from './understand.js';
import { weatherReply } from './wear.js';
import { loadAnchor } from './wish.js';

type Action = NonNullable<AiChatRequest['action']>;

/** The actions carried out here whatever the engine: a hosted model's engine hands them over too. */
export const CARRIED_OUT: ReadonlySet<string> = new Set([
  'reset_survey',
  'rebuild_style',
  'chat_with_ai',
  'cancel_survey_reason',
  'turn_on_back_in_stock',
  'open_weather_widget',
]);

const onShelf = async (ctx: EngineContext, id: number): Promise<boolean> =>
  (await ctx.db
    .selectFrom('products')
    .select('id')
    .where('id', '=', id)
    .where('on_shelf', '=', true)
    .executeTakeFirst()) !== undefined;

/** chat_with_ai: the assistant takes over from the minibot about the product (value: its id). */
async function handOver(ctx: EngineContext, lex: Lexicon, value: string | undefined, signal: AbortSignal) {
  const id = Number(value);
  const shelved = Number.isInteger(id) && id > 0 && (await onShelf(ctx, id));
  const anchor = shelved ? await loadAnchor(ctx.db, id) : null;
  if (!anchor) return failed('That product is no longer in the shop. Tell me what you are looking for instead.');
  const u = { ...understand('', lex), topic: 'products' as const, similar: true };
  const planned = await productsReply(ctx.db, u, anchor, ctx.user, signal);
  return planned && { ...planned, text: `Let's talk about ${anchor.title}. ${planned.text}` };
}

/** The reply to `action`, or null when its words decide (copy_link, redirect_link). */
export async function actionReply(
  action: Action,
  ctx: EngineContext,
  lex: Lexicon,
  signal: AbortSignal,
): Promise<Planned | null> {
  const { db, user } = ctx;
  const log = (err: unknown) => ctx.log.error({ err }, 'assistant action failed');
  switch (action.type) {
    case 'reset_survey':
      return action.value === CONFIRM ? reset(db, user, log) : resetOffer(user);
    case 'rebuild_style':
      return rebuild(db, user, log);
    case 'chat_with_ai':
      return handOver(ctx, lex, action.value, signal);
    case 'cancel_survey_reason':
      return reasonAnswer(user, action.value);
    case 'turn_on_back_in_stock':
      return turnOnBackInStock(db, user, action.value);
    case 'open_weather_widget':
      return weatherReply(db, `weather in ${action.value ?? ''}`, user, ctx.settings.weather, new Date());
    default:
      return null;
  }
}
