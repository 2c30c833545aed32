/** The local engine's fixed replies: greeting, tips, "not understood", sign in first, the survey, the trial limit. */
import type { AiElement, AiReplyKind } from '@tote/contract/assistant';
import type { SurveyProgress } from '@tote/contract/survey';
import type { UserRow } from '../auth/index.js';
import { el } from './compose.js';

/** A whole reply before it is streamed: its text, then the elements after the text. */
export interface Planned {
  kind: AiReplyKind;
  text: string;
  tail: AiElement[];
}

/** Web routes the assistant links to. */
export const LINKS = {
  subscribe: '/subscribe',
  login: '/login',
  register: '/register',
  profile: '/account/my-profile',
  survey: '/style-survey',
  membership: '/account/my-subscription',
  bonus: '/account/bonus-credits-and-referrals',
} as const;

export const TIPS = [
  'Name the occasion: "a dress for a wedding under $150 in size M"',
  'Ask for a piece, color or brand: "black ankle boots", "jeans from Kestrel"',
  'On a product page, ask for "something like this one but cheaper"',
  'Ask for a whole look: "what should I wear to the office?"',
  'Ask about your account: "how many slots are free in my Tote?", "when is my next billing date?"',
];

export const STARTERS: AiElement[] = [
  el.quick('Wedding guest dresses', 'Show me dresses for a wedding', 'get_products'),
  el.quick('Build me a look', 'What should I wear to a party?', 'get_looks'),
  el.quick('Free Tote slots', 'How many slots are free in my Tote?'),
  el.quick('My bonus credits', 'How many bonus credits do I have?', 'get_bonus'),
];

const firstName = (user: UserRow | null): string => user?.name.trim().split(/\s+/)[0] ?? '';

export function boot(user: UserRow | null, trialLeft: number | null): Planned {
  const hello = firstName(user) ? `Hi ${firstName(user)}! ` : 'Hi! ';
  const trial =
    trialLeft === null
      ? ''
      : trialLeft > 0
        ? ` You can send me ${trialLeft} message${trialLeft === 1 ? '' : 's'} on the free trial.`
        : ' Your free trial messages are used up: become a member to keep chatting.';
  return {
    kind: 'boot',
    text:
      `${hello}I'm your Tote stylist. Tell me the occasion, the piece, your size or your budget, ` +
      `and I'll find it in stock.${trial}`,
    tail: [...STARTERS, { type: 'input', value: { placeholder: 'Ask for a dress, a look, your Tote…' } }],
  };
}

export const tips = (): Planned => ({
  kind: 'chat_tips',
  text: 'Here are a few things you can ask me:',
  tail: [el.tips(TIPS), ...STARTERS.slice(0, 2)],
});

export const greeting = (user: UserRow | null): Planned => ({
  kind: 'chat_reply',
  text: `Hello${firstName(user) ? `, ${firstName(user)}` : ''}! What are you shopping for today?`,
  tail: STARTERS,
});

export const notUnderstood = (): Planned => ({
  kind: 'chat_reply',
  text:
    "I'm not sure I understood that. I can find clothes and shoes by occasion, piece, color, size, price or " +
    'brand, put together looks, and answer questions about your Tote and membership.',
  tail: [el.tips(TIPS)],
});

/**
 * The assistant could not do what was asked (a product no longer there, a reset that failed): reply kind
 * `error`, the reason as an error element, then what the shopper can do instead.
 */
export const failed = (reason: string, tail: AiElement[] = []): Planned => ({
  kind: 'error',
  text: "Sorry, I couldn't do that.",
  tail: [el.error(reason), ...tail],
});

export const signInFirst = (what: string): Planned => ({
  kind: 'chat_reply',
  text: `Sign in to ${what}. I can still help you find something to wear.`,
  tail: [el.button('Sign in', 'redirect_link', LINKS.login), ...STARTERS.slice(0, 2)],
});

/** The survey reply: where the signed-in shopper stands in it (`progress`), and the link to it. */
export function survey(user: UserRow | null, progress: SurveyProgress | null = null): Planned {
  const next = progress?.steps.find((s) => s.step === progress.step);
  const text = progress?.completed
    ? 'Your style survey is done, and your picks already follow it. Retake it whenever your style changes.'
    : next && progress?.steps.some((s) => s.done)
      ? `You left your style survey at step ${next.step} of 5, ${next.title.toLowerCase()}. ` +
        'Finish it and I will pick better.'
      : 'Tell me about your style and I will pick better: your vibe, brand crushes, sizes and budget.';
  return {
    kind: 'chat_reply',
    text,
    tail: [
      el.survey(
        progress?.completed ? 'Retake your style survey' : 'Your style survey',
        'Five quick steps: set the vibe, brand crushes, size and fit, your day to day, your spend style.',
        user ? LINKS.survey : LINKS.register,
      ),
    ],
  };
}

export function trialLimit(user: UserRow | null, limit: number): Planned {
  return {
    kind: 'trial_limit',
    text:
      `You've used your ${limit} free message${limit === 1 ? '' : 's'} with the stylist. ` +
      'Take the style survey so the shop knows what you love, and become a member to keep chatting without limits.',
    tail: [
      el.survey(
        'Take the style survey',
        'Tell us your vibe, brand crushes and sizes: your picks get better right away.',
        user ? LINKS.survey : LINKS.register,
      ),
      el.button('Become a member', 'redirect_link', LINKS.subscribe),
    ],
  };
}
