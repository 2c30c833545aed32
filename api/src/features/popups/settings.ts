/** Whether /app/init sends banners and pop-ups (contract/popups.ts "The setting"). */

export interface PopupSettings {
  /** Read on every /app/init; the back office switch changes it (on every instance: shared-switches.ts). */
  on: boolean;
}
