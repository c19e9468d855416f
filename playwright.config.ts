import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './tests/support/chromium';

/**
 * e2e against the instance server (scripts/server.ts, started by scripts/e2e.ts, which sets BASE_URL). Debian's
 * chromium is launched by path: no test downloads a browser.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // Playwright empties its output folder on every run; the suites' JSON reports sit beside it.
  outputDir: 'test-results/artifacts',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS || 2),
  // no retries: a test that passes only on its second try is a flaky cause to mend, not to hide
  retries: 0,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON || 'test-results/e2e.json' }]],
  use: {
    baseURL: process.env.BASE_URL || 'http://127.0.0.1:3000',
    launchOptions: CHROMIUM_LAUNCH,
    locale: 'sk-SK',
    timezoneId: 'Europe/Bratislava',
    trace: 'off',
    screenshot: 'only-on-failure',
    // The offline worker (docs/decisions/063-installable-offline-shell.md) is tested by the specs that
    // allow it (installable, offline, offline-cart); elsewhere each test's fresh context would install
    // it, precache the offline page and save a signed-in customer's orders at idle, loading the server
    // for what those tests do not look at.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'mobile-390', use: { browserName: 'chromium', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: false } },
    { name: 'desktop-1280', use: { browserName: 'chromium', viewport: { width: 1280, height: 900 } } },
  ],
});
