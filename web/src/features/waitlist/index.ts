/** The membership waitlist: its modal (opened by an offer, or by codes 20013 / 20014) and the checkout's gate. */
export { WaitlistModal } from './WaitlistModal.tsx';
export { WaitlistGate } from './WaitlistGate.tsx';
export { openWaitlistOn } from './waitlist.ts';
