import { defineConfig } from '@playwright/test';
import { FULFILMENT_WEBHOOK_SECRET } from './e2e/dev-api.ts';

// End-to-end tests drive the real started shop (`npm start`) on a fresh in-memory database,
// in Debian's Chromium: browsers cannot be downloaded here, so never `playwright install`.
const port = Number(process.env.E2E_PORT ?? 8090);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: '.test-results/e2e-artifacts',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
      // Taps on a slowed phone before the app starts: a phone's case, run once, by the mobile project.
      testIgnore: /early-tap\.spec\.ts/,
    },
    {
      name: 'mobile',
      use: { browserName: 'chromium', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      // The assistant's streams and answers do not depend on the viewport (its mobile layout is checked by the
      // web tests): its slow conversations run once, on desktop. So does the long rent → return → rent loop, and the
      // renewal receipt (a renewal charged through the api's hook; its screens' small layouts are the web tests').
      // Tracking's rules do not depend on the viewport either (the web tests check the layout field), nor do the
      // reactions to the api's message.action (message-actions), nor the warehouse's events (fulfilment-webhook) and
      // the hold they lead to (stock-hold). Flows whose steps do not change with the viewport (order history, shared
      // orders, terms, a session ended elsewhere, the "in my size" filter) run once too: the audit checks each of
      // their pages at 390 px (nothing covered, no sideways scroll).
      testIgnore:
        /(assistant|assistant-actions|returns|renewal|polls|notifications|survey|capsules|waitlist|reviews|banners|tracking|message-actions|fulfilment-webhook|order-history|share-order|terms-and-app|session-elsewhere|my-size-filter|stock-hold)\.spec\.ts/,
    },
  ],
  webServer: {
    command: 'npm start',
    // Ready: the api answers and the gateway's page renderer is warm (its first page drawn).
    url: `${baseURL}/readyz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // The carrier moves orders only when a test asks (POST /v1/dev/fulfilment/advance), or sends the warehouse's
    // signed events (FULFILMENT stays simulated; the webhook takes events once its secret is set).
    // No banner or pop-up covers a spec's page (POPUPS=off); banners.spec.ts turns them on through the back office.
    // Every spec's browser is one address, 127.0.0.1: the suite signs up more members in its ~15 minutes than the
    // 30 verification codes an hour one address may have sent (CODE_SEND_RATE_LIMIT).
    env: {
      PORT: String(port),
      API_PORT: String(port + 1),
      PGLITE_DIR: 'memory://',
      FULFILMENT_STEP_MS: '0',
      FULFILMENT_WEBHOOK_SECRET,
      POPUPS: 'off',
      CODE_SEND_RATE_LIMIT: '200',
    },
  },
});
