/**
 * `trackEvent`: one tracking event to /context/tracking (contract: tracking.ts). The client sends what only it
 * knows (page, product, build, session, layout, stored location); the gateway adds what the request tells:
 * platform "web", the device id (header or deviceId cookie; a caller without one gets one minted here, as the
 * assistant does, so a first visit's events already name their device) and the caller's IP address as the gateway
 * resolves it (TRUST_PROXY) — the input has no IP field, so a client cannot put another address into an event.
 */
import { z } from 'zod';
import type { TrackingEvent, TrackingEventType } from '@tote/contract/tracking';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { ensureDeviceId } from '../context.js';
import { deviceOf } from '../http/web.js';
import { validateInput } from './session.js';
import { TOTE_USER_ERROR_CODES } from './toteInput.js';
import { attempt, isAuthFailure } from './upstreamCalls.js';

const text = (max: number, error: string) => z.string().trim().max(max, { error }).nullish();
const positive = (error: string) => z.number().int().min(1, { error }).nullish();

const trackSchema = z.object({
  refer: text(2000, 'The page path is at most 2000 characters.'),
  productId: positive('Not a product number.'),
  colorId: positive('Not a color number.'),
  timezone: text(64, 'Not a time zone.'),
  appVersion: text(40, 'The app version is at most 40 characters.'),
  sessionId: text(200, 'The session id is at most 200 characters.'),
  userId: positive('Not a user number.'),
  latitude: z.number().min(-90, { error: 'Not a latitude.' }).max(90, { error: 'Not a latitude.' }).nullish(),
  longitude: z.number().min(-180, { error: 'Not a longitude.' }).max(180, { error: 'Not a longitude.' }).nullish(),
  country: text(64, 'The country is at most 64 characters.'),
  region: text(100, 'The region is at most 100 characters.'),
  city: text(100, 'The city is at most 100 characters.'),
});

type TrackInput = z.output<typeof trackSchema>;

/** The input's optional fields under their /context/tracking names, the absent (null, empty) ones left out. */
function optionalFields(v: TrackInput): Partial<TrackingEvent> {
  const fields: Partial<Record<keyof TrackingEvent, string | number | null | undefined>> = {
    refer: v.refer,
    shop_product_id: v.productId,
    color_id: v.colorId,
    timezone: v.timezone,
    app_version: v.appVersion,
    session_id: v.sessionId,
    user_id: v.userId,
    lat: v.latitude,
    lon: v.longitude,
    country: v.country,
    region: v.region,
    city: v.city,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value != null && value !== ''));
}

export const trackingResolvers: Resolvers = {
  Mutation: {
    trackEvent: async (_p, { input }, ctx) => {
      const v = validateInput(trackSchema, input);
      if (!v.ok) return { recorded: false, userErrors: v.userErrors };
      // The api takes the user from the token (when there is one); device id and user agent also come from the
      // forwarded headers, and are named here as well, so the event says where it came from.
      const deviceId = ensureDeviceId(ctx);
      const event: TrackingEvent = {
        event_type: input.eventType.toLowerCase() as TrackingEventType,
        platform: 'web',
        device_type: input.deviceType ? input.deviceType.toLowerCase() : deviceOf(ctx.userAgent),
        device_id: deviceId.slice(0, 200),
        ...(ctx.clientIp ? { ip: ctx.clientIp } : {}),
        ...optionalFields(v.data),
      };
      const send = () => attempt(ctx, ctx.loaders.track.load(event), ['input'], TOTE_USER_ERROR_CODES);
      const hadSession = ctx.authToken !== null;
      let r;
      try {
        r = await send();
      } catch (e) {
        // Tracking also works for guests: with an expired session (now ended) the event is a guest's.
        if (!hadSession || !isAuthFailure(e)) throw e;
        r = await send();
      }
      return r.ok ? { recorded: true, userErrors: [] } : { recorded: false, userErrors: r.userErrors };
    },
  },
};
