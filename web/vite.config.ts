import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { relayBabelPlugin } from './build/relayBabel.ts';
import { initialJsBudget } from './build/initialJsBudget.ts';
import { precompress } from './build/precompress.ts';
import { buildManifest } from './build/buildManifest.ts';

const gateway = `http://127.0.0.1:${process.env.GATEWAY_PORT || 8080}`;

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react({ babel: { plugins: [relayBabelPlugin] } }),
    initialJsBudget({ screenModule: 'src/features/home/HomeScreen.tsx', limitKb: 220 }),
    buildManifest(),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Named vendor chunks that change rarely (long-lived cache), apart from the app's own code.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'relay', test: /node_modules[\\/](relay-runtime|react-relay|invariant|fbjs)[\\/]/ },
            { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
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
});
