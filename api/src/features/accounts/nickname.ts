/** A member's nickname on /profile/edit (contract/nickname.ts): its rules, and another member's holding it. */
import { ErrorCode } from '@tote/contract/codes';
import { nicknameProblem, NicknameMessages, normalizeNickname } from '@tote/contract/nickname';
import { ApiError } from '../../platform/http/errors.js';

/** The nickname to store (null clears; so does a blank one), or 20018 with the rule it breaks. */
export function checkedNickname(value: string | null): string | null {
  const nickname = value === null ? '' : normalizeNickname(value);
  if (nickname === '') return null;
  const problem = nicknameProblem(nickname);
  if (problem) throw new ApiError(ErrorCode.INVALID_NICKNAME, problem);
  return nickname;
}

/** The unique index on lower(nickname) refused it (migration 029): 20018, taken. */
export function nicknameTaken(error: unknown): never {
  const e = error as { code?: string; constraint?: string } | null;
  if (e?.code === '23505' && (e.constraint === undefined || e.constraint === 'users_nickname_key'))
    throw new ApiError(ErrorCode.INVALID_NICKNAME, NicknameMessages.taken);
  throw error;
}
