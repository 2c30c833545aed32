/**
 * GraphiQL's page, loaded on its first request: the renderer holds the whole GraphiQL bundle as strings
 * (~30 MB of heap once imported), which a gateway that never serves GraphiQL (production) should not carry.
 * Its options are the gateway's, the same for every request, so it is rendered once, with its
 * Content-Security-Policy (its inline script by hash, ./headers/csp.ts), which the plugin puts on yoga's answer.
 */
import type { GraphiQLOptions, Plugin } from 'graphql-yoga';
import { graphiqlPolicy, inlineScriptsOf } from './headers/csp.js';

export function createGraphiQLPage(): { render(options: GraphiQLOptions): Promise<string>; plugin: Plugin } {
  let page: { key: string; html: string; policy: string } | null = null;
  return {
    async render(options) {
      const key = JSON.stringify(options);
      if (page?.key !== key) {
        const { renderGraphiQL } = await import('@graphql-yoga/render-graphiql');
        const html = renderGraphiQL(options);
        page = { key, html, policy: graphiqlPolicy(inlineScriptsOf(html)) };
      }
      return page.html;
    },
    // The only HTML yoga answers with is this page (landingPage is off).
    plugin: {
      onResponse({ response }) {
        if (page && response.headers.get('content-type')?.startsWith('text/html'))
          response.headers.set('content-security-policy', page.policy);
      },
    },
  };
}
