/** zod rules of /context/tracking (contract/tracking.ts). */
import { z } from 'zod';
import { TRACKING_EVENT_TYPES, TRACKING_TEXT_MAX as MAX } from './tracking.js';
import { id, num, optStr } from './params.js';

const text = (max: number) => optStr(max);

/** /context/tracking parameters. `star` and `order_type` are accepted and ignored (stripped). */
export const trackingEventParams = z.object({
  event_type: z.enum(TRACKING_EVENT_TYPES),
  platform: text(MAX.platform),
  app_version: text(MAX.app_version),
  device_id: text(MAX.device_id),
  device_type: text(MAX.device_type),
  user_id: id().optional(),
  session_id: text(MAX.session_id),
  ip: text(MAX.ip),
  timezone: text(MAX.timezone),
  lat: num(-90, 90).optional(),
  lon: num(-180, 180).optional(),
  country: text(MAX.country),
  region: text(MAX.region),
  city: text(MAX.city),
  refer: text(MAX.refer),
  shop_product_id: id().optional(),
  color_id: id().optional(),
});
