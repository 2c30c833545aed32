/** Whether the waitlist is on (contract/waitlist.ts "The setting"). */

export interface WaitlistSettings {
  /** Read on every gated call; the back office switch changes it (on every instance: shared-switches.ts). */
  on: boolean;
}
