/** The settings /app/dynamic answers from the environment (contract/src/catalog.ts AppDynamic). */
import type { AppDynamic } from '@tote/contract/catalog';
import { SUPPORT_EMAIL_DEFAULT } from '@tote/contract/support';

export type AppSettings = Pick<AppDynamic, 'appStoreUrl' | 'playStoreUrl' | 'supportEmail'>;

/** An https URL of at most 500 characters, else null (and `warn` says why it was left out). */
function storeUrl(name: string, value: string | undefined, warn: (message: string) => void): string | null {
  const text = value?.trim();
  if (!text) return null;
  let url: URL | null = null;
  try {
    url = new URL(text);
  } catch {
    // not a URL: reported below
  }
  if (url?.protocol === 'https:' && text.length <= 500) return url.href;
  warn(`${name} is not an https URL of at most 500 characters: the app page does not link to that store`);
  return null;
}

/** APP_STORE_URL, PLAY_STORE_URL and SUPPORT_EMAIL (README "Environment"); `given` overrides them (tests). */
export function appSettings(
  env: Record<string, string | undefined>,
  warn: (message: string) => void,
  given: Partial<AppSettings> = {},
): AppSettings {
  return {
    appStoreUrl: storeUrl('APP_STORE_URL', env.APP_STORE_URL, warn),
    playStoreUrl: storeUrl('PLAY_STORE_URL', env.PLAY_STORE_URL, warn),
    supportEmail: env.SUPPORT_EMAIL?.trim() || SUPPORT_EMAIL_DEFAULT,
    ...given,
  };
}
