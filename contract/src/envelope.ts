/**
 * The /v1 wire contract shared by the api (which produces it) and the gateway (which consumes it).
 * The error codes are in ./codes.ts.
 */

/** What a client should do with `message.content`. */
export type MessageAction = 'none' | 'toast' | 'log' | 'redirect' | 'back';

/** Every /v1 response, success or failure. `code` 0 is success. */
export interface Envelope<T> {
  code: number;
  message: { action: MessageAction; content: string };
  data: T | null;
}

/** Request headers the api reads: the session and the client's description of itself. */
export const RequestHeader = {
  auth: 'authorization',
  appId: 'x-app-id',
  deviceId: 'x-device-id',
  location: 'x-location',
  source: 'x-source',
  apiVersion: 'x-api-version',
  sessionTimestamp: 'x-session-ts',
  requestId: 'x-request-id',
} as const;

export const API_VERSION_HEADER = 'api-version';

/** How the web app names itself to the api (x-app-id), and where it runs (x-source: its layout, SPEC §3). */
export const WEB_APP_ID = 'tote-web';
export const WEB_SOURCES = ['web-mobile', 'web-desktop'] as const;
export type WebSource = (typeof WEB_SOURCES)[number];
