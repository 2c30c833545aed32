/** Whether /app/init sends banners and pop-ups (contract/popups.ts "The setting"). */

export interface PopupSettings {
  /** Read on every /app/init; the back office switch changes it (on every instance: shared-switches.ts). */
  on: boolean;
}

/** POPUPS=off turns them off; anything else (or nothing) leaves them on. `given` overrides the env (tests). */
export function popupSettings(
  env: Record<string, string | undefined>,
  given: Partial<PopupSettings> = {},
): PopupSettings {
  return { on: env.POPUPS?.trim().toLowerCase() !== 'off', ...given };
}
