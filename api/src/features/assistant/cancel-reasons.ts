/**
 * "I want to cancel my membership": the assistant answers with the first question of the cancel survey
 * (/member/cancel-survey), each reason a cancel_survey_reason button (value "questionId:optionId"). A reason
 * pressed gets an answer to it — what might help instead, such as a pause or a rebuilt style — and the way to
 * the cancel flow on the membership page, its form open with that reason chosen, where the shopper cancels if they
 * still want to. The assistant never cancels by itself. A reason the survey no longer has is an error reply.
 */
import type { AiElement } from '@tote/contract/assistant';
import { cancelWithReasonLink } from '@tote/contract/member';
import type { Db } from '../../platform/db/schema.js';
import type { UserRow } from '../auth/index.js';
import { CANCEL_SURVEY, memberInfo } from '../member/index.js';
import { el } from './compose.js';
import { failed, LINKS, signInFirst, type Planned } from './replies.js';

const REASONS_QUESTION = CANCEL_SURVEY.questions[0]!;

const toCancel = el.button('Continue to cancel', 'redirect_link', LINKS.membership);

/** What the assistant says to each reason of the first question, by option id. */
const ANSWERS: Record<number, { text: string; tail: AiElement[] }> = {
  1: {
    text: 'A smaller plan costs less each month, and a pause costs nothing while you take a break.',
    tail: [el.button('See plans and pause', 'redirect_link', LINKS.membership)],
  },
  2: {
    text: "If you're not wearing it enough right now, pause instead: your Tote and plan wait for you.",
    tail: [el.button('Pause my membership', 'redirect_link', LINKS.membership)],
  },
  3: {
    text: 'Your picks follow your style survey. Rebuild your style and I will show you different pieces.',
    tail: [el.action('Rebuild my style', 'rebuild_style', {})],
  },
  4: {
    text: 'Save your sizes in your profile and I will only show pieces in stock in them.',
    tail: [el.button('Edit my sizes', 'redirect_link', LINKS.profile)],
  },
  5: {
    text: "Sorry about the wait. Every order's tracking is in your order history, and our support team can help.",
    tail: [el.button('My orders', 'redirect_link', '/account/order-history')],
  },
  6: {
    text: 'A pause keeps your plan without charges while you are away, and you can resume any time.',
    tail: [el.button('Pause my membership', 'redirect_link', LINKS.membership)],
  },
  7: {
    text: 'Tell me more in a message if you like: the cancel form also has room for it.',
    tail: [],
  },
};

export async function cancelReasons(db: Db, user: UserRow | null): Promise<Planned> {
  if (!user) return signInFirst('manage your membership');
  const m = await memberInfo(db, user.id);
  if (m.subStatus !== 'Subscribed' && m.subStatus !== 'Paused')
    return {
      kind: 'chat_reply',
      text: "You don't have an active membership, so there is nothing to cancel.",
      tail: [el.button('My membership', 'redirect_link', LINKS.membership)],
    };
  return {
    kind: 'chat_reply',
    text:
      `Sorry to hear that. ${REASONS_QUESTION.title} Pick the main reason and I will see what I can do; ` +
      'nothing is cancelled until you confirm on your membership page.',
    tail: REASONS_QUESTION.options.map((o) =>
      el.action(o.text, 'cancel_survey_reason', { value: `${REASONS_QUESTION.questionId}:${o.optionId}` }),
    ),
  };
}

export function reasonAnswer(user: UserRow | null, value: string | undefined): Planned {
  if (!user) return signInFirst('manage your membership');
  const [q, o] = (value ?? '').split(':').map(Number);
  const question = CANCEL_SURVEY.questions.find((x) => x.questionId === q);
  const option = question?.options.find((x) => x.optionId === o);
  const answer = option && question === REASONS_QUESTION ? ANSWERS[option.optionId] : undefined;
  if (!option || !answer) return failed('That reason is not in the cancel survey any more.', [toCancel]);
  return {
    kind: 'chat_reply',
    text:
      `"${option.text}": thank you for telling me. ${answer.text} ` +
      'Still want to go? The cancel form is on your membership page.',
    tail: [
      ...answer.tail,
      el.button(
        'Continue to cancel',
        'redirect_link',
        cancelWithReasonLink(REASONS_QUESTION.questionId, option.optionId),
      ),
    ],
  };
}
