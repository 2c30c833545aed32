import { graphql, useFragment } from 'react-relay';
import type { SizeChart_config$key } from '../../../__generated__/SizeChart_config.graphql.ts';
import './SizeChart.css';

/** The size chart from the product's config, folded away until asked for. */
export function SizeChart({ config }: { config: SizeChart_config$key }) {
  const data = useFragment(
    graphql`
      fragment SizeChart_config on ProductConfig {
        sizeChart {
          label
          us
          detail
        }
      }
    `,
    config,
  );
  if (data.sizeChart.length === 0) return null;
  return (
    <details className="size-chart">
      <summary className="size-chart__summary">Size chart</summary>
      <table className="size-chart__table">
        <thead>
          <tr>
            <th scope="col">Size</th>
            <th scope="col">US</th>
            <th scope="col">Measurements</th>
          </tr>
        </thead>
        <tbody>
          {data.sizeChart.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.us}</td>
              <td>{row.detail}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
