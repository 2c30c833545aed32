/**
 * The third-party scripts of SPEC §7 besides the tag manager, each off until its setting holds a valid id:
 *
 *   AFFILIATE_TRACKING_ID   impact.com's Universal Tracking Tag (UTT) id, e.g. A1234567-1a2b-4c3d-8e9f-0123456789ab1
 *                           (the name of its script, utt.impactcdn.com/<id>.js)
 *   AFFILIATE_EVENT_TYPES   the impact.com event type ids of the conversions, e.g. subscribe=12345,purchaseRental=23456
 *                           (without it the tag identifies the shopper but reports no conversion)
 *   SESSION_RECORDING_ID    a Fullstory org id of its EU data center (o-…-eu1): an id of another region is refused
 *
 * A valid setting becomes a meta tag the web reads (`tote-affiliate`, `tote-session-recording`) and its vendor's
 * hosts in the pages' CSP (headers/csp.ts); an invalid one is named in a console warning at start and nothing loads.
 */
import type { ThirdPartySettings } from '../config.js';

export const AFFILIATE_TRACKING_ID_PATTERN = /^A\d+-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\d$/;
export const AFFILIATE_EVENT_TYPES_PATTERN = /^(subscribe|purchaseRental)=\d+(,(subscribe|purchaseRental)=\d+)?$/;
export const SESSION_RECORDING_ID_PATTERN = /^o-[A-Z0-9]+-eu1$/;

/** The settings that may load, each valid one kept. */
export interface ThirdPartyScripts {
  affiliate?: { id: string; eventTypes?: string };
  sessionRecording?: string;
}

function checked(name: string, value: string | undefined, pattern: RegExp, form: string, warn: typeof console.warn) {
  const given = value?.trim();
  if (!given) return undefined;
  if (pattern.test(given)) return given;
  warn(`gateway: ${name} "${given}" is not ${form}; the web app will not load it`);
  return undefined;
}

/** The valid settings; each invalid one is named in a warning. */
export function thirdPartyScripts(settings: ThirdPartySettings, warn = console.warn): ThirdPartyScripts {
  const affiliateId = checked(
    'AFFILIATE_TRACKING_ID',
    settings.affiliateTrackingId,
    AFFILIATE_TRACKING_ID_PATTERN,
    'an impact.com Universal Tracking Tag id (A…-xxxx-xxxx-xxxx-…)',
    warn,
  );
  const eventTypes = checked(
    'AFFILIATE_EVENT_TYPES',
    settings.affiliateEventTypes,
    AFFILIATE_EVENT_TYPES_PATTERN,
    'subscribe=<id> and/or purchaseRental=<id>, comma-separated',
    warn,
  );
  const sessionRecording = checked(
    'SESSION_RECORDING_ID',
    settings.sessionRecordingId,
    SESSION_RECORDING_ID_PATTERN,
    'a Fullstory org id of the EU data center (o-…-eu1)',
    warn,
  );
  return {
    ...(affiliateId ? { affiliate: { id: affiliateId, ...(eventTypes ? { eventTypes } : {}) } } : {}),
    ...(sessionRecording ? { sessionRecording } : {}),
  };
}

/** The meta tags of the valid settings, before </head> (the values match their patterns: nothing to escape). */
export function injectThirdPartyScripts(html: string, scripts: ThirdPartyScripts): string {
  const { affiliate, sessionRecording } = scripts;
  const eventTypes = affiliate?.eventTypes ? ` data-event-types="${affiliate.eventTypes}"` : '';
  const tags = [
    affiliate && `<meta name="tote-affiliate" content="${affiliate.id}"${eventTypes}>`,
    sessionRecording && `<meta name="tote-session-recording" content="${sessionRecording}">`,
  ].join('');
  if (!tags) return html;
  return /<\/head>/i.test(html) ? html.replace(/<\/head>/i, `${tags}</head>`) : tags + html;
}
