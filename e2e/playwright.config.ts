import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_EXECUTABLE, E2E_BASE_URL, E2E_DATA_DIR, E2E_FRONT_ORIGIN, E2E_PORT } from './fixtures/env';

const chromium = {
  executablePath: CHROMIUM_EXECUTABLE,
  // Without these, Chromium keeps trying to reach Google's hosts on this closed network.
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  // Tests, not files, are shared out between the workers (decision 066): a file of long tests
  // (the accessibility audits take one to five minutes each) otherwise runs on one worker alone while
  // the other may sit idle at the end. No spec shares state between its tests; each signs up its own user.
  fullyParallel: true,
  // Two workers on two cores: four took as long on a clean clone (decision 133), the browsers' CPU
  // being the bound. E2E_WORKERS sets another count.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: true,
  timeout: 120_000,
  // An assertion waits up to 20 s: on a shared 2-core machine under the whole suite, a page seen
  // whole in a failure's snapshot had taken just over 10 s to render (decision 066). A wait is not
  // what a test asserts; a page that never shows still fails. A test without its own timeout has 120 s.
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    // A failure keeps its screenshot and the page's accessibility snapshot. Recording a trace (a DOM
    // snapshot at every action) for every test, to keep the failed ones', cost a tenth of the suite's
    // time on two cores (decision 199): E2E_TRACE=1 records them when a failure needs replaying.
    trace: process.env.E2E_TRACE ? { mode: 'retain-on-failure', screenshots: false } : 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
    // The app's service worker (decision 091) would answer pages and chunks from its cache across a
    // spec's tests; only pwa-audit.spec.ts allows it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
      grepInvert: /@mobile/,
    },
    {
      name: 'mobile',
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, launchOptions: chromium },
      grep: /@mobile/,
    },
  ],
  webServer: {
    // The built app exactly as `npm start` runs it, on its own port and an emptied data folder.
    command: `node ${path.resolve(import.meta.dirname, 'fixtures/start-server.mjs')}`,
    url: `${E2E_BASE_URL}/api/v1/health`,
    reuseExistingServer: false,
    // A first PGlite start creates its cluster in the data folder: seconds when idle, over a minute
    // on a shared machine under load.
    timeout: 180_000,
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      // The app is served by the server itself, so checkouts return to it (decision 048); CORS admits
      // one other origin, a front end hosted apart, for cross-origin.spec.ts.
      APP_URL: E2E_BASE_URL,
      CORS_ORIGINS: E2E_FRONT_ORIGIN,
      LOG_LEVEL: 'warn',
      // Every test signs up its own user from one IP; the limits are tested in the API suite.
      RATE_LIMIT_FACTOR: '50',
    },
  },
});
