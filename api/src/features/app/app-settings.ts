/**
 * What /app/dynamic answers from the settings (contract/src/catalog.ts AppDynamic): APP_STORE_URL, PLAY_STORE_URL
 * and SUPPORT_EMAIL, read by config.ts; ApiOptions.app overrides them (tests).
 */
import type { AppDynamic } from '@tote/contract/catalog';

export type AppSettings = Pick<AppDynamic, 'appStoreUrl' | 'playStoreUrl' | 'supportEmail'>;
