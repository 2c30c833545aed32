import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { relayBabelPlugin } from './build/relayBabel.ts';
import { initialJsBudget } from './build/initialJsBudget.ts';
import { precompress } from './build/precompress.ts';
import { buildManifest } from './build/buildManifest.ts';
import { screenChunks } from './build/screenChunks.ts';
import { reactRequestStorage } from './build/reactRequestStorage.ts';
import { latin1Source } from './build/latin1Source.ts';

const gateway = `http://127.0.0.1:${process.env.GATEWAY_PORT || 8080}`;

// `vite build --ssr src/app/server.tsx`: the server entry the gateway draws pages with (web/dist-server/), one
// self-contained module (its dependencies bundled, so the gateway needs none of the web's packages).
export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react({ babel: { plugins: [relayBabelPlugin] } }),
    ...(isSsrBuild
      ? [reactRequestStorage(), latin1Source()]
      : [
          initialJsBudget({ screenModule: 'src/features/home/HomeScreen.tsx', limitKb: 220 }),
          buildManifest(),
          screenChunks(),
          precompress(),
        ]),
  ],
  ssr: { noExternal: true, target: 'node' },
  // The server entry draws what the production client hydrates: React's and Relay's production builds, whatever
  // NODE_ENV the gateway runs with.
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, sourcemap: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: true,
        // One stylesheet for every screen: a page drawn on the server is laid out before any screen's chunk loads.
        cssCodeSplit: false,
        // Named vendor chunks that change rarely (long-lived cache), apart from the app's own code.
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                { name: 'relay', test: /node_modules[\\/](relay-runtime|react-relay|invariant|fbjs)[\\/]/ },
                { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
                // The operations' ASTs (~170 KB of object literals the route loaders import): out of the entry, in
                // chunks of their own that boot evaluates one per task, so no single start-up task runs them all.
                {
                  name: 'operations',
                  test: /__generated__[\\/]\w+(Query|Mutation|Subscription)\.graphql\.ts$/,
                  entriesAware: true,
                  maxSize: 100 * 1024,
                },
              ],
            },
          },
        },
      },
  server: {
    proxy: {
      '/graphql': { target: gateway, changeOrigin: true },
      '/images': { target: gateway, changeOrigin: true },
      '/files': { target: gateway, changeOrigin: true },
    },
  },
}));
