/**
 * The local engine (the default; no network): understands the request with understand.ts, answers
 * from the database, and streams its text a few characters at a time.
 */
import type { AiChatMessage } from '@tote/contract/assistant';
import * as answers from './account-answers.js';
import { messageText, streamText } from './compose.js';
import type { AssistantEngine, EngineContext, EngineEvent, EngineInput } from './engine.js';
import { lexiconOf, type Lexicon } from './lexicon.js';
import { looksReply } from './looks.js';
import * as replies from './replies.js';
import { lookingThrough, productsReply } from './shopping.js';
import { understand, type Understood } from './understand.js';
import { vocabularyOf } from './vocabulary.js';
import { surveyProgress } from '../survey/index.js';
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
  else if (asked === 'reset_survey') u.topic = 'survey';
  return u.topic === 'products' || u.topic === 'looks' ? followUp(u, previousRequest(input.history, lex)) : u;
}

async function* plan(input: EngineInput, ctx: EngineContext, signal: AbortSignal): AsyncGenerator<EngineEvent> {
  const { db, user, settings } = ctx;
  let planned: replies.Planned | null;
  if (input.intent === 'boot') {
    planned = replies.boot(user, input.trialLeft);
  } else {
    const lex = lexiconOf(await vocabularyOf(db));
    const u = understood(input, lex);
    switch (u.topic) {
      case 'products':
      case 'looks': {
        yield { type: 'processing', text: u.topic === 'looks' ? 'Putting looks together…' : lookingThrough(u) };
        const anchor = u.similar ? await loadAnchor(db, input.productId) : null;
        planned =
          u.topic === 'looks'
            ? await looksReply(db, u, lex.vocabulary.categories, anchor, user, signal)
            : await productsReply(db, u, anchor, user, signal);
        break;
      }
      case 'tote_slots':
        planned = await answers.toteSlots(db, user);
        break;
      case 'billing':
        planned = await answers.billing(db, user);
        break;
      case 'membership':
        planned = await answers.membership(db, user);
        break;
      case 'saved_sizes':
        planned = answers.savedSizes(user);
        break;
      case 'bonus':
        planned = await answers.bonus(db, user);
        break;
      case 'survey':
        planned = replies.survey(user, user ? await surveyProgress(db, user.id) : null);
        break;
      case 'tips':
        planned = replies.tips();
        break;
      case 'greeting':
        planned = replies.greeting(user);
        break;
      default:
        planned = replies.notUnderstood();
    }
  }
  if (!planned || signal.aborted) return;
  yield* streamText({ ...planned, tokenChars: settings.tokenChars, tokenDelayMs: settings.tokenDelayMs }, signal);
}

export const localEngine: AssistantEngine = {
  name: 'local',
  reply: plan,
};
