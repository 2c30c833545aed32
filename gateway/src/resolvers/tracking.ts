/**
 * `trackEvent`: one tracking event to /context/tracking (contract: tracking.ts). The client sends what only it
 * knows (page, product, build, session, layout, stored location); the gateway adds what the request tells:
 * platform "web", the device id (header or deviceId cookie; a caller without one gets one minted here, as the
 * assistant does, so a first visit's events already name their device) and the caller's IP address as the gateway
 * resolves it (TRUST_PROXY) — the input has no IP field, so a client cannot put another address into an event.
 */
import { z } from 'zod';
import { TRACKING_TEXT_MAX as MAX, type TrackingEvent, type TrackingEventType } from '@tote/contract/tracking';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { ensureDeviceId } from '../context.js';
import { deviceOf } from '../http/web.js';
import { validateInput } from './session.js';
import { TOTE_USER_ERROR_CODES } from './toteInput.js';
import { attempt, isAuthFailure } from './upstreamCalls.js';

const text = (max: number, error: string) => z.string().trim().max(max, { error }).nullish();
const positive = (error: string) => z.number().int().min(1, { error }).nullish();

const trackSchema = z.object({
  refer: text(MAX.refer, `The page path is at most ${MAX.refer} characters.`),
  productId: positive('Not a product number.'),
  colorId: positive('Not a color number.'),
  timezone: text(MAX.timezone, 'Not a time zone.'),
  appVersion: text(MAX.app_version, `The app version is at most ${MAX.app_version} characters.`),
  sessionId: text(MAX.session_id, `The session id is at most ${MAX.session_id} characters.`),
  userId: positive('Not a user number.'),
  latitude: z.number().min(-90, { error: 'Not a latitude.' }).max(90, { error: 'Not a latitude.' }).nullish(),
  longitude: z.number().min(-180, { error: 'Not a longitude.' }).max(180, { error: 'Not a longitude.' }).nullish(),
  country: text(MAX.country, `The country is at most ${MAX.country} characters.`),
  region: text(MAX.region, `The region is at most ${MAX.region} characters.`),
  city: text(MAX.city, `The city is at most ${MAX.city} characters.`),
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
        device_id: deviceId.slice(0, MAX.device_id),
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
