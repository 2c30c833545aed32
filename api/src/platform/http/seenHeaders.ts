/**
 * Outside production, the client headers of each device's latest request as the api read them (context.ts), so
 * that development and the e2e can see what a client sends (GET /v1/dev/request-headers). Bounded: the devices
 * seen longest ago are forgotten first.
 */
import type { SeenRequestHeaders } from '@tote/contract/v1/app';

const MAX_DEVICES = 1_000;
const byDevice = new Map<string, SeenRequestHeaders>();

export function noteSeenHeaders(ctx: SeenRequestHeaders & { deviceId: string | null }): void {
  if (!ctx.deviceId) return;
  byDevice.delete(ctx.deviceId);
  byDevice.set(ctx.deviceId, {
    appId: ctx.appId,
    source: ctx.source,
    apiVersion: ctx.apiVersion,
    location: ctx.location,
    userAgent: ctx.userAgent,
  });
  if (byDevice.size > MAX_DEVICES) byDevice.delete(byDevice.keys().next().value!);
}

export function seenHeadersOf(deviceId: string): SeenRequestHeaders | null {
  return byDevice.get(deviceId) ?? null;
}
