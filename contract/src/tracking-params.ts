/** zod rules of /context/tracking (contract/tracking.ts). */
import { z } from 'zod';
import { TRACKING_EVENT_TYPES } from './tracking.js';
import { id, num, optStr } from './params.js';

const text = (max = 200) => optStr(max);

/** /context/tracking parameters. `star` and `order_type` are accepted and ignored (stripped). */
export const trackingEventParams = z.object({
  event_type: z.enum(TRACKING_EVENT_TYPES),
  platform: text(40),
  app_version: text(40),
  device_id: text(),
  device_type: text(40),
  user_id: id().optional(),
  session_id: text(),
  ip: text(64),
  timezone: text(64),
  lat: num(-90, 90).optional(),
  lon: num(-180, 180).optional(),
  country: text(64),
  region: text(100),
  city: text(100),
  refer: text(2000),
  shop_product_id: id().optional(),
  color_id: id().optional(),
});
