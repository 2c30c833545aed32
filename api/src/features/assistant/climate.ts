/**
 * The local weather source: climate normals, not a forecast. For each city, the average daily high and low
 * (°F) and the days with rain or snow (≥ 0.01 in) of each month, from the NOAA 1991–2020 U.S. climate normals,
 * rounded. A day's figures are interpolated between the normals of the months around it, so the outlook is
 * deterministic (the same day and city always give the same answer) and says where it comes from. A hosted
 * forecast provider can replace it behind WeatherSource (weather.ts).
 */
import type { AiWeather, AiWeatherDay } from '@tote/contract/assistant';
import type { Place, WeatherSource } from './weather.js';

interface Normals {
  name: string;
  high: number[];
  low: number[];
  wetDays: number[];
}

const CITIES: Normals[] = [
  {
    name: 'New York',
    high: [39, 42, 50, 62, 72, 80, 85, 84, 76, 65, 54, 44],
    low: [27, 29, 35, 45, 55, 64, 70, 69, 62, 51, 42, 33],
    wetDays: [11, 10, 11, 11, 11, 10, 10, 10, 9, 9, 9, 11],
  },
  {
    name: 'Los Angeles',
    high: [68, 69, 70, 73, 75, 79, 84, 85, 83, 79, 73, 67],
    low: [49, 50, 52, 55, 58, 62, 65, 66, 64, 60, 53, 48],
    wetDays: [6, 6, 5, 3, 1, 0, 0, 0, 1, 2, 3, 5],
  },
  {
    name: 'Chicago',
    high: [32, 36, 47, 59, 70, 80, 84, 82, 75, 62, 48, 36],
    low: [18, 21, 30, 40, 50, 60, 66, 65, 57, 45, 34, 23],
    wetDays: [11, 9, 11, 12, 12, 11, 10, 9, 9, 10, 10, 11],
  },
  {
    name: 'Houston',
    high: [63, 67, 73, 80, 87, 92, 94, 95, 90, 82, 72, 64],
    low: [45, 49, 55, 62, 70, 75, 77, 77, 72, 63, 53, 46],
    wetDays: [10, 9, 9, 7, 8, 11, 9, 9, 8, 7, 8, 9],
  },
  {
    name: 'Phoenix',
    high: [67, 71, 77, 85, 95, 104, 106, 105, 100, 89, 76, 66],
    low: [46, 49, 54, 61, 70, 79, 85, 84, 78, 66, 53, 45],
    wetDays: [4, 4, 3, 1, 1, 0, 4, 5, 3, 2, 2, 4],
  },
  {
    name: 'Miami',
    high: [76, 78, 80, 83, 87, 89, 91, 91, 89, 86, 82, 78],
    low: [61, 63, 66, 69, 73, 76, 77, 77, 76, 73, 68, 64],
    wetDays: [7, 6, 6, 6, 10, 16, 16, 17, 17, 12, 8, 7],
  },
  {
    name: 'Seattle',
    high: [48, 51, 55, 60, 66, 71, 77, 77, 71, 60, 52, 47],
    low: [37, 37, 39, 43, 48, 53, 57, 57, 53, 46, 41, 36],
    wetDays: [18, 15, 17, 14, 11, 8, 4, 4, 7, 13, 18, 18],
  },
  {
    name: 'San Francisco',
    high: [58, 61, 63, 65, 67, 70, 70, 71, 73, 71, 64, 58],
    low: [46, 47, 48, 49, 51, 53, 55, 56, 56, 54, 50, 46],
    wetDays: [11, 10, 9, 5, 3, 1, 0, 0, 1, 3, 7, 10],
  },
  {
    name: 'Boston',
    high: [37, 39, 46, 57, 67, 77, 82, 81, 73, 62, 52, 42],
    low: [23, 25, 31, 41, 50, 60, 66, 65, 58, 47, 38, 29],
    wetDays: [11, 10, 11, 11, 12, 10, 9, 9, 8, 9, 10, 11],
  },
  {
    name: 'Denver',
    high: [45, 46, 55, 61, 71, 82, 89, 86, 78, 65, 53, 45],
    low: [18, 20, 27, 34, 44, 53, 59, 58, 49, 37, 26, 19],
    wetDays: [5, 6, 8, 9, 11, 8, 9, 9, 6, 5, 5, 5],
  },
  {
    name: 'Atlanta',
    high: [53, 58, 65, 73, 80, 86, 89, 88, 83, 74, 64, 56],
    low: [35, 38, 44, 51, 60, 68, 71, 71, 65, 54, 43, 37],
    wetDays: [10, 10, 10, 9, 9, 11, 12, 10, 7, 7, 8, 10],
  },
  {
    name: 'Austin',
    high: [62, 66, 73, 80, 87, 93, 96, 97, 91, 82, 71, 63],
    low: [42, 45, 52, 59, 67, 73, 75, 75, 70, 61, 50, 43],
    wetDays: [8, 8, 9, 7, 9, 8, 5, 5, 7, 7, 8, 8],
  },
  {
    name: 'Dallas',
    high: [57, 61, 69, 77, 84, 92, 96, 96, 89, 79, 67, 58],
    low: [37, 41, 49, 56, 65, 73, 77, 76, 69, 58, 47, 39],
    wetDays: [7, 7, 8, 8, 9, 7, 5, 5, 6, 7, 7, 7],
  },
  {
    name: 'Washington',
    high: [44, 47, 56, 67, 76, 84, 89, 87, 80, 69, 58, 48],
    low: [29, 31, 38, 47, 57, 66, 71, 70, 63, 51, 41, 33],
    wetDays: [10, 9, 11, 11, 11, 10, 10, 9, 8, 8, 9, 10],
  },
];

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A month's value on `day`: the normals taken as the mid-month values, linear in between. */
function onDay(values: number[], day: Date): number {
  const m = day.getUTCMonth();
  const t = (day.getUTCDate() - 0.5) / DAYS_IN_MONTH[m]! - 0.5; // -0.5 … 0.5 around mid-month
  const other = t < 0 ? (m + 11) % 12 : (m + 1) % 12;
  return values[m]! + (values[other]! - values[m]!) * Math.abs(t);
}

function skyOf(chance: number, highF: number): string {
  const wet = highF <= 36 ? 'snow' : 'showers';
  if (chance < 15) return 'Mostly sunny';
  if (chance < 30) return 'Partly cloudy';
  if (chance < 50) return `A chance of ${wet}`;
  return `${wet === 'snow' ? 'Snow' : 'Showers'} likely`;
}

function dayOf(c: Normals, day: Date): AiWeatherDay {
  const m = day.getUTCMonth();
  const highF = Math.round(onDay(c.high, day));
  const precipChance = Math.round(((onDay(c.wetDays, day) / DAYS_IN_MONTH[m]!) * 100) / 5) * 5;
  return {
    date: day.toISOString().slice(0, 10),
    label: WEEKDAYS[day.getUTCDay()]!,
    highF,
    lowF: Math.round(onDay(c.low, day)),
    precipChance,
    sky: skyOf(precipChance, highF),
  };
}

export const climateNormals: WeatherSource = {
  name: 'climate-normals',
  places: () => CITIES.map((c) => ({ name: c.name, key: c.name })),
  outlook: async (place: Place, days: Date[], period: string): Promise<AiWeather> => {
    const city = CITIES.find((c) => c.name === place.key);
    if (!city) throw new Error(`No climate normals for ${place.key}`);
    return {
      place: city.name,
      period,
      days: days.map((d) => dayOf(city, d)),
      source: 'Typical weather for these dates (NOAA 1991–2020 climate normals), not a live forecast',
    };
  },
};
