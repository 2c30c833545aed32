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
    // No trace: recording one for every test cost a quarter of the suite's time on the 2-core machine (163 s on four
    // specs with the full trace, 123 s with DOM snapshots only, 107 s with none). A failure keeps its screenshot and
    // its page's accessibility tree (error-context.md); `--trace on` records the rest when a failure needs it.
    trace: 'off',
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
      // The phone's own cases run here: the page audit at 390 px (every route, nothing covered, no sideways scroll),
      // the first visit's banner, pop-up and floating button, taps before the app has started, the menu and search
      // drawers, the Tote drawer, the phone's source header. Flows whose steps do not change with the viewport
      // (accounts, checkout, subscribe, the product page's share, support, gift cards, the pages without JavaScript,
      // the assistant, returns, tracking …) run once, on desktop: the audit checks each of their pages at 390 px,
      // and the web tests the small layouts of their screens.
      testMatch: /(audit|first-visit|early-tap|browse|search|tote|request-headers)\.spec\.ts/,
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
      // Every sign-up and log-in hashes a password: cheap hashes outside production (the api's platform/config.ts).
      PASSWORD_HASH_COST: 'test',
    },
  },
});
