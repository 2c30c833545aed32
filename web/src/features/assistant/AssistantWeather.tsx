import { graphql, useFragment } from 'react-relay';
import type { AssistantWeather_weather$key } from '../../__generated__/AssistantWeather_weather.graphql.ts';

interface Props {
  weather: AssistantWeather_weather$key;
}

/** The weather widget an OPEN_WEATHER_WIDGET button opens: the outlook day by day, and where it comes from. */
export function AssistantWeather({ weather }: Props) {
  const data = useFragment(
    graphql`
      fragment AssistantWeather_weather on AssistantWeather {
        place
        period
        source
        days {
          date
          label
          highF
          lowF
          precipChance
          sky
        }
      }
    `,
    weather,
  );
  const title = `${data.place}, ${data.period}`;

  return (
    <section className="assistant-card assistant-weather" aria-label={`Weather: ${title}`}>
      <h3 className="assistant-card__title">{title}</h3>
      <ul className="assistant-weather__days">
        {data.days.map((day) => (
          <li key={day.date} className="assistant-weather__day">
            <strong>{day.label}</strong>
            <span>
              {day.highF}° / {day.lowF}°F
            </span>
            <span>{day.sky}</span>
            <span>{day.precipChance}% chance of rain or snow</span>
          </li>
        ))}
      </ul>
      <p className="assistant-weather__source">{data.source}.</p>
    </section>
  );
}
