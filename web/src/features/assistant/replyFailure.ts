import { showToast } from '../../platform/state/ui.ts';

export interface ReplyFailure {
  code: string;
  text: string;
  action: string;
}

/** SPEC §8, AI stream error (after the pending message is gone): toast or log, as the failure's action says. */
export function reactToReplyFailure({ code, text, action }: ReplyFailure): void {
  if (action === 'TOAST') showToast(text, 'error');
  else console.error(`Assistant reply failed (${code}): ${text}`);
}
