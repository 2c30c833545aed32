/**
 * Starting the style over, two ways a shopper would tell apart:
 * - reset_survey: "reset my survey" first asks to confirm (a button whose value is `confirm`); confirmed, the
 *   answers are cleared (sizes stay: they are the profile's) and the survey is offered for whenever they like.
 *   The shopper stays in the chat.
 * - rebuild_style: "redo my style", "my picks are off": the assistant offers to rebuild it; pressed, the answers
 *   are cleared and the shopper is taken to step 1 of the survey right away (the web follows the reply's link).
 * Both need a signed-in shopper; a failed reset is an error reply.
 */
import type { Db } from '../../platform/db/schema.js';
import type { UserRow } from '../auth/index.js';
import { saveAnswer } from '../survey/index.js';
import { el } from './compose.js';
import { failed, LINKS, signInFirst, type Planned } from './replies.js';

export const CONFIRM = 'confirm';

export function resetOffer(user: UserRow | null): Planned {
  if (!user) return signInFirst('reset your style survey');
  return {
    kind: 'chat_reply',
    text:
      'Resetting clears your vibe, brand crushes, day-to-day and spend answers (your sizes stay in your profile), ' +
      'and your picks stop following them until you answer again. Reset your style survey?',
    tail: [
      el.action('Yes, reset my survey', 'reset_survey', { value: CONFIRM }),
      el.quick('Keep my answers', 'Show me new dresses', 'get_products'),
    ],
  };
}

async function clear(db: Db, user: UserRow, log: (err: unknown) => void): Promise<boolean> {
  try {
    await saveAnswer(db, user.id, { reset: true });
    return true;
  } catch (err) {
    log(err);
    return false;
  }
}

export async function reset(db: Db, user: UserRow | null, log: (err: unknown) => void): Promise<Planned> {
  if (!user) return signInFirst('reset your style survey');
  if (!(await clear(db, user, log)))
    return failed('Your style survey could not be reset. Your answers are unchanged; please try again.');
  return {
    kind: 'chat_reply',
    text: 'Done: your style survey is reset. Take it again whenever you like, and I will pick from your new answers.',
    tail: [
      el.survey(
        'Your style survey',
        'Five quick steps: set the vibe, brand crushes, size and fit, your day to day, your spend style.',
        LINKS.survey,
      ),
    ],
  };
}

export function rebuildOffer(user: UserRow | null): Planned {
  if (!user) return signInFirst('rebuild your style');
  return {
    kind: 'chat_reply',
    text:
      "Let's rebuild your style from scratch: I'll clear your survey answers and take you straight to step 1, " +
      'so your picks follow who you are now.',
    tail: [el.action('Rebuild my style', 'rebuild_style', {})],
  };
}

export async function rebuild(db: Db, user: UserRow | null, log: (err: unknown) => void): Promise<Planned> {
  if (!user) return signInFirst('rebuild your style');
  if (!(await clear(db, user, log)))
    return failed('Your style could not be rebuilt: the survey was not reset. Please try again.');
  return {
    kind: 'chat_reply',
    text: "Your old answers are cleared. Let's start with step 1: set the vibe.",
    tail: [el.button('Start step 1', 'redirect_link', LINKS.survey)],
  };
}
