/**
 * The local engine (the default; no network): carries out a button's action (actions.ts), else
 * understands the request with understand.ts, answers from the database, and streams its text a few
 * characters at a time.
 */
import type { AiChatMessage } from '@tote/contract/assistant';
import * as answers from './account-answers.js';
import { actionReply } from './actions.js';
import { cancelReasons } from './cancel-reasons.js';
import { messageText, streamText } from './compose.js';
import type { AssistantEngine, EngineContext, EngineEvent, EngineInput } from './engine.js';
import { lexiconOf, type Lexicon } from './lexicon.js';
import { looksReply } from './looks.js';
import * as replies from './replies.js';
import { lookingThrough, productsReply } from './shopping.js';
import { understand, type Understood } from './understand.js';
import { vocabularyOf } from './vocabulary.js';
import { surveyProgress } from '../survey/index.js';
import { sizeCheck } from './size-check.js';
import { rebuildOffer, resetOffer } from './survey-actions.js';
import { asksWeather, weatherReply } from './wear.js';
import { followUp, loadAnchor } from './wish.js';

/** What the shopper asked last before this turn, understood (for follow-ups like "in black?"). */
function previousRequest(history: AiChatMessage[], lex: Lexicon): Understood | null {
  for (let i = history.length - 1; i >= 0; i--) {
    const m = history[i]!;
    if (m.user.role !== 'user') continue;
    const u = understand(messageText(m), lex);
    if (u.topic === 'products' || u.topic === 'looks') return u;
  }
  return null;
}

function understood(input: EngineInput, lex: Lexicon): Understood {
  const text = input.action?.value && !input.text ? input.action.value : input.text;
  const u = understand(text, lex);
  const asked = input.action?.type ?? input.intent;
  if (asked === 'get_looks') u.topic = 'looks';
  else if (asked === 'get_products' && u.topic !== 'looks') u.topic = 'products';
  else if (asked === 'get_bonus') u.topic = 'bonus';
  else if (asked === 'reset_survey') u.topic = 'reset_survey';
  return u.topic === 'products' || u.topic === 'looks' ? followUp(u, previousRequest(input.history, lex)) : u;
}

async function* plan(input: EngineInput, ctx: EngineContext, signal: AbortSignal): AsyncGenerator<EngineEvent> {
  const { db, user, settings } = ctx;
  let planned: replies.Planned | null;
  if (input.intent === 'boot') {
    planned = replies.boot(user, input.trialLeft);
  } else {
    const lex = lexiconOf(await vocabularyOf(db));
    planned = input.action ? await actionReply(input.action, ctx, lex, signal) : null;
    if (!planned && !signal.aborted) planned = yield* understoodReply(input, ctx, lex, signal);
  }
  if (!planned || signal.aborted) return;
  yield* streamText({ ...planned, tokenChars: settings.tokenChars, tokenDelayMs: settings.tokenDelayMs }, signal);
}

/** The reply to the shopper's words (or to a client action's topic); says what it does while products load. */
async function* understoodReply(
  input: EngineInput,
  ctx: EngineContext,
  lex: Lexicon,
  signal: AbortSignal,
): AsyncGenerator<EngineEvent, replies.Planned | null> {
  const { db, user, settings } = ctx;
  const u = understood(input, lex);
  if (!input.action && asksWeather(input.text, settings.weather, u))
    return weatherReply(db, input.text, user, settings.weather, new Date());
  switch (u.topic) {
    case 'products':
    case 'looks': {
      yield { type: 'processing', text: u.topic === 'looks' ? 'Putting looks together…' : lookingThrough(u) };
      const anchor = u.similar ? await loadAnchor(db, input.productId) : null;
      return u.topic === 'looks'
        ? looksReply(db, u, lex.vocabulary.categories, anchor, user, signal)
        : productsReply(db, u, anchor, user, signal);
    }
    case 'size_check':
      return sizeCheck(db, u, await loadAnchor(db, input.productId), user, signal);
    case 'tote_slots':
      return answers.toteSlots(db, user);
    case 'billing':
      return answers.billing(db, user);
    case 'membership':
      return answers.membership(db, user);
    case 'saved_sizes':
      return answers.savedSizes(user);
    case 'bonus':
      return answers.bonus(db, user);
    case 'survey':
      return replies.survey(user, user ? await surveyProgress(db, user.id) : null);
    case 'reset_survey':
      return resetOffer(user);
    case 'rebuild_style':
      return rebuildOffer(user);
    case 'cancel_membership':
      return cancelReasons(db, user);
    case 'tips':
      return replies.tips();
    case 'greeting':
      return replies.greeting(user);
    default:
      return replies.notUnderstood();
  }
}

export const localEngine: AssistantEngine = {
  name: 'local',
  reply: plan,
};
