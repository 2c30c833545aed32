/** Whether the waitlist is on (contract/waitlist.ts "The setting"). */

export interface WaitlistSettings {
  /** Read on every gated call; the back office switch changes it (on every instance: shared-switches.ts). */
  on: boolean;
}

/** WAITLIST=on turns it on; anything else (or nothing) leaves it off. `given` overrides the env (tests). */
export function waitlistSettings(
  env: Record<string, string | undefined>,
  given: Partial<WaitlistSettings> = {},
): WaitlistSettings {
  return { on: env.WAITLIST?.trim().toLowerCase() === 'on', ...given };
}
