/**
 * Opening the waitlist modal (schema/waitlist.graphql): the membership screens open it when the viewer's
 * waitlist modal is visible, and any call answering 20013 (not on the list) or 20014 (waiting) opens it too.
 */
import { ErrorCode } from '@tote/contract/codes';
import { openModal } from '../../platform/state/ui.ts';

const WAITLIST_CODES: ReadonlySet<string> = new Set([
  String(ErrorCode.NOT_IN_WAITLIST),
  String(ErrorCode.WAITING_IN_WAITLIST),
]);

export function openWaitlist(): void {
  openModal('waitlist');
}

/** Opens the modal when one of the userErrors is the waitlist's; answers whether it did. */
export function openWaitlistOn(userErrors: ReadonlyArray<{ code: string }>): boolean {
  if (!userErrors.some((e) => WAITLIST_CODES.has(e.code))) return false;
  openWaitlist();
  return true;
}
