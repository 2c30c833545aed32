/**
 * GraphiQL's page, loaded on its first request: the renderer holds the whole GraphiQL bundle as strings
 * (~30 MB of heap once imported), which a gateway that never serves GraphiQL (production) should not carry.
 */
import type { GraphiQLOptions } from 'graphql-yoga';

export async function renderGraphiQL(options: GraphiQLOptions): Promise<string> {
  const { renderGraphiQL: render } = await import('@graphql-yoga/render-graphiql');
  return render(options);
}
