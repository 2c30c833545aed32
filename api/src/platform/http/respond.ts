import { ErrorCode } from '@tote/contract/codes';
import type { Envelope, MessageAction } from '@tote/contract/envelope';

export function ok<T>(data: T): Envelope<T> {
  return { code: ErrorCode.OK, message: { action: 'none', content: 'success' }, data };
}

export function failure(code: ErrorCode, content: string, action: MessageAction = 'toast'): Envelope<null> {
  return { code, message: { action, content }, data: null };
}
