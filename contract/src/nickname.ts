/**
 * A member's nickname: shown on their reviews instead of "Jane D." when set, and cleared with an empty one. The spec
 * leaves its rules to the shop (SPEC §5) and answers a refused one with 20018 (invalid nickname): the api checks
 * these rules and that no other member holds it (letter case aside); the web checks the same before it sends. Imports
 * nothing, so any package may use it at runtime.
 */
export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 20;

export const NicknameMessages = {
  format:
    `A nickname has ${NICKNAME_MIN} to ${NICKNAME_MAX} letters, digits, spaces, dots, hyphens, apostrophes or ` +
    'underscores, and starts with a letter or digit.',
  reserved: 'That nickname would read as Tote speaking. Please choose another.',
  taken: 'Another member has that nickname. Please choose another.',
} as const;

const FORMAT = new RegExp(`^[\\p{L}\\p{N}][\\p{L}\\p{N} ._'-]{${NICKNAME_MIN - 1},${NICKNAME_MAX - 1}}$`, 'u');
/** Words that would pass a member's review off as the shop's (its assistant is "Tote Stylist"). */
const RESERVED =
  /(^|[^\p{L}\p{N}])(tote|admin|administrator|moderator|support|staff|stylist|official)($|[^\p{L}\p{N}])/iu;

/** As stored and shown: trimmed, with each run of spaces made one. */
export function normalizeNickname(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

/** The message for a nickname (normalized) the rules refuse, or null. */
export function nicknameProblem(nickname: string): string | null {
  if (!FORMAT.test(nickname)) return NicknameMessages.format;
  if (RESERVED.test(nickname)) return NicknameMessages.reserved;
  return null;
}
