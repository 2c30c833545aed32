/**
 * "What should I wear this weekend / in Chicago?": the outlook for the place and days asked (the shopper's
 * words, else their shipping city), the clothes it calls for, and an open_weather_widget button that shows
 * the outlook day by day in the conversation. The advice follows from the figures: the average high picks
 * the layer, the chance of rain adds a water-resistant piece, a wide day-night gap an extra layer.
 */
import type { AiElement, AiWeather } from '@tote/contract/assistant';
import type { Db } from '../../platform/db/schema.js';
import type { UserRow } from '../auth/index.js';
import { el } from './compose.js';
import { failed, type Planned } from './replies.js';
import { daysAsked, placeIn, type Place, type WeatherSource } from './weather.js';

const WEATHER_RE = /\b(weather|forecast|temperatures?|how (cold|warm|hot)|will it (rain|snow))\b/;
const WEAR_RE = /\b(wear|dress for|pack|outfit)\b/;
const WHEN_RE = /\b(this weekend|weekend|tomorrow|today|tonight)\b/;

/**
 * A question about the weather, about what to wear in a known city, or about what to wear on given days when
 * no occasion or piece is named ("what to wear to a wedding this weekend" is a look, not the weather).
 */
export function asksWeather(
  text: string,
  source: WeatherSource,
  named: { occasion: unknown; category: unknown } | null = null,
): boolean {
  const t = text.toLowerCase();
  if (WEATHER_RE.test(t) || (WEAR_RE.test(t) && placeIn(source, t) !== null)) return true;
  return WEAR_RE.test(t) && WHEN_RE.test(t) && !named?.occasion && !named?.category;
}

/** Layers by the average high (°F), warmest first, each with two things to shop. */
const LAYERS: { from: number; wear: string; shop: [string, string][] }[] = [
  {
    from: 85,
    wear: 'light, breathable pieces: a linen dress or a loose top, with sandals',
    shop: [
      ['Summer dresses', 'Show me dresses'],
      ['Sandals', 'Show me sandals'],
    ],
  },
  {
    from: 70,
    wear: 'easy layers: a midi dress or a light top, with a denim jacket for the evening',
    shop: [
      ['Dresses', 'Show me dresses'],
      ['Light jackets', 'Show me jackets'],
    ],
  },
  {
    from: 55,
    wear: 'a light jacket or a trench over a knit, with closed shoes',
    shop: [
      ['Jackets', 'Show me jackets'],
      ['Knitwear', 'Show me knitwear'],
    ],
  },
  {
    from: 40,
    wear: 'a warm coat over knitwear, with ankle boots',
    shop: [
      ['Coats', 'Show me coats'],
      ['Boots', 'Show me boots'],
    ],
  },
  {
    from: -Infinity,
    wear: 'your warmest coat with layers underneath, a scarf and boots',
    shop: [
      ['Coats', 'Show me coats'],
      ['Knitwear', 'Show me knitwear'],
    ],
  },
];

const avg = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) / xs.length);

/** The advice and what to shop, from the outlook's figures. */
export function adviceOf(w: AiWeather): { text: string; shop: AiElement[] } {
  const high = avg(w.days.map((d) => d.highF));
  const low = avg(w.days.map((d) => d.lowF));
  const rain = Math.max(...w.days.map((d) => d.precipChance));
  const layer = LAYERS.find((l) => high >= l.from)!;
  const wet = w.days.some((d) => /snow/i.test(d.sky)) ? 'snow' : 'rain';
  let text = `${w.place} ${w.period}: highs around ${high}°F, lows near ${low}°F. Wear ${layer.wear}.`;
  if (rain >= 40)
    text += ` ${wet === 'snow' ? 'Snow' : 'Rain'} is likely, so take a water-resistant layer and leave suede at home.`;
  else if (high - low >= 20) text += ' It cools down a lot by evening: bring a layer.';
  return { text, shop: layer.shop.map(([label, ask]) => el.quick(label, ask, 'get_products')) };
}

/** The shopper's shipping city, when the weather source knows it. */
async function homePlace(db: Db, user: UserRow | null, source: WeatherSource): Promise<Place | null> {
  if (!user) return null;
  const row = await db
    .selectFrom('addresses')
    .select('city')
    .where('user_id', '=', user.id)
    .where('address_type', '=', 1)
    .orderBy('updated_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const city = row?.city.trim().toLowerCase();
  return (city && source.places().find((p) => p.name.toLowerCase() === city)) || null;
}

export async function weatherReply(
  db: Db,
  text: string,
  user: UserRow | null,
  source: WeatherSource,
  now: Date,
): Promise<Planned> {
  const t = text.toLowerCase();
  const { days, period } = daysAsked(t, now);
  const place = placeIn(source, t) ?? (await homePlace(db, user, source));
  if (!place)
    return {
      kind: 'chat_reply',
      text: 'Where will you be? Name the city and I will dress you for its weather.',
      tail: source
        .places()
        .slice(0, 4)
        .map((p) => el.quick(p.name, `What should I wear in ${p.name} ${period}?`)),
    };
  let weather: AiWeather;
  try {
    weather = await source.outlook(place, days, period);
  } catch {
    return failed(`I couldn't get the weather for ${place.name} right now. Please try again later.`);
  }
  const advice = adviceOf(weather);
  return {
    kind: 'chat_reply',
    text: advice.text,
    tail: [el.action(`Weather in ${weather.place}`, 'open_weather_widget', { weather }), ...advice.shop],
  };
}
