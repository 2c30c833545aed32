/**
 * Where the assistant's weather comes from: one interface, so a hosted forecast provider can replace the
 * local source (climate.ts: climate normals, no network). The days asked for are worked out here, from
 * the shopper's words and today's date.
 */
import type { AiWeather } from '@tote/contract/assistant';

export interface Place {
  name: string;
  /** The key the source knows the place by. */
  key: string;
}

export interface WeatherSource {
  readonly name: string;
  /** Places the source knows, for finding one in a message ("in Chicago") and for offering a few. */
  places(): Place[];
  /** The outlook for `days` (UTC dates) at `place`. */
  outlook(place: Place, days: Date[], period: string): Promise<AiWeather>;
}

const DAY_MS = 86_400_000;
const startOfDay = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
const plusDays = (d: Date, n: number) => new Date(d.getTime() + n * DAY_MS);

/**
 * The days a message means: this weekend (Saturday and Sunday, or what is left of it), tomorrow, today, or
 * else the next three.
 */
export function daysAsked(text: string, now: Date): { days: Date[]; period: string } {
  const today = startOfDay(now);
  const dow = today.getUTCDay(); // 0 Sunday … 6 Saturday
  if (/\bweekend\b/.test(text)) {
    if (dow === 0) return { days: [today], period: 'this weekend' };
    const saturday = plusDays(today, (6 - dow + 7) % 7);
    return { days: [saturday, plusDays(saturday, 1)], period: 'this weekend' };
  }
  if (/\btomorrow\b/.test(text)) return { days: [plusDays(today, 1)], period: 'tomorrow' };
  if (/\b(today|tonight)\b/.test(text)) return { days: [today], period: 'today' };
  return { days: [today, plusDays(today, 1), plusDays(today, 2)], period: 'the next three days' };
}

/** The place named in `text` (the longest name found first: "New York" before "York"), else null. */
export function placeIn(source: WeatherSource, text: string): Place | null {
  const lower = text.toLowerCase();
  const byLength = [...source.places()].sort((a, b) => b.name.length - a.name.length);
  return byLength.find((p) => new RegExp(`\\b${p.name.toLowerCase()}\\b`).test(lower)) ?? null;
}
