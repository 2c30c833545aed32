/**
 * Tracking events (contract: src/contract/tracking.ts), as /context/tracking records them.
 */
import { TRACKING_TEXT_MAX, type TrackingEvent } from '@tote/contract/tracking';
import type { Db } from '../../platform/db/schema.js';
import type { IpLocator } from '../../platform/geo/index.js';
import type { RequestContext } from '../../platform/http/context.js';

export type EventInput = Omit<TrackingEvent, 'star' | 'order_type'>;

/**
 * The event with its address (the event's, given by the gateway, else the request's as TRUST_PROXY resolves it)
 * and, when the client sent no place of its own, the country, region and city of that address.
 */
export async function withPlace(locator: IpLocator, ctx: RequestContext, event: EventInput): Promise<EventInput> {
  const ip = event.ip ?? ctx.ip;
  if (event.country || event.region || event.city) return { ...event, ip };
  const { country, region, city } = await locator.locate(ip);
  return {
    ...event,
    ip,
    ...(country ? { country } : {}),
    ...(region ? { region: region.slice(0, TRACKING_TEXT_MAX.region) } : {}),
    ...(city ? { city: city.slice(0, TRACKING_TEXT_MAX.city) } : {}),
  };
}

/**
 * Stores one event. The user is the session's when there is one, else the event's `user_id` when
 * that user exists (a guest's claim, kept for analytics only). Device id and user agent default to
 * the request's headers.
 */
export async function recordEvent(db: Db, ctx: RequestContext, event: EventInput): Promise<void> {
  const sessionUser = ctx.auth?.kind === 'user' ? ctx.auth.user.id : null;
  const claimed = event.user_id;
  await db
    .insertInto('tracking_events')
    .values((eb) => ({
      event_type: event.event_type,
      user_id:
        sessionUser ??
        (claimed !== undefined ? eb.selectFrom('users').select('users.id').where('users.id', '=', claimed) : null),
      platform: event.platform ?? null,
      app_version: event.app_version ?? null,
      device_id: event.device_id ?? ctx.deviceId?.slice(0, 200) ?? null,
      device_type: event.device_type ?? null,
      user_agent: ctx.userAgent?.slice(0, 500) ?? null,
      session_id: event.session_id ?? null,
      ip: event.ip ?? null,
      timezone: event.timezone ?? null,
      lat: event.lat ?? null,
      lon: event.lon ?? null,
      country: event.country ?? null,
      region: event.region ?? null,
      city: event.city ?? null,
      refer: event.refer ?? null,
      shop_product_id: event.shop_product_id ?? null,
      color_id: event.color_id ?? null,
    }))
    .execute();
}
