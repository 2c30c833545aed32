/**
 * The request headers the /v1 API reads (api/src/contract/envelope.ts `RequestHeader`). That file is
 * api code, so its values are mirrored here and checked against it at compile time.
 */
import type { RequestHeader as ContractRequestHeader } from '../../api/src/contract/envelope.js';

export const RequestHeader = {
  auth: 'authorization',
  appId: 'x-app-id',
  deviceId: 'x-device-id',
  location: 'x-location',
  source: 'x-source',
  apiVersion: 'x-api-version',
  sessionTimestamp: 'x-session-ts',
  requestId: 'x-request-id',
} as const satisfies typeof ContractRequestHeader;

// Both directions: a header added to the contract must be added here too.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const check: Same<typeof RequestHeader, typeof ContractRequestHeader> = true;
void check;
