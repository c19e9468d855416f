import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../support/chromium';
import { shot } from './support/shot';
import { waitForServiceWorker } from './support/service-worker';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

/** Width and height of a PNG, from its IHDR chunk. */
const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

// Issue 48, item 1: the shop installs as an app with Slovak names, the shop's colours and its shortcuts.
test.describe('installable shop (issue 48)', () => {
  // the worker is what these tests are about (playwright.config.ts blocks it elsewhere)
  test.use({ serviceWorkers: 'allow' });

  test('the manifest names the shop in Slovak, with its colours, icons of 192 and 512 px (one maskable) and three shortcuts', async ({
    page,
    request,
  }, info) => {
    test.skip(info.project.name !== 'desktop-1280', 'one viewport is enough: the server answers the same');
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    // the drawing stays the tab's icon beside the manifest
    await expect(page.locator('link[rel="icon"][href^="/icon.svg"]')).toHaveCount(1);
    const manifest = await (await request.get(href!)).json();
    expect(manifest).toMatchObject({
      name: 'SecuriTech – bezpečnostná technika',
      short_name: 'SecuriTech',
      lang: 'sk',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#12325a',
      background_color: '#f2f4f7',
    });
    expect(manifest.shortcuts.map((s: { name: string; url: string }) => [s.name, s.url])).toEqual([
      ['Rýchla objednávka', '/rychla-objednavka'],
      ['Moje objednávky', '/account/orders'],
      ['Skenovať kód', '/?skenovat=1'],
    ]);
    const icons = manifest.icons as ManifestIcon[];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of icons) {
      const file = await request.get(icon.src);
      expect(file.headers()['content-type']).toBe('image/png');
      expect(pngSize(await file.body())).toEqual(icon.sizes.split('x').map(Number));
    }
  });

  test('Chromium finds nothing against installing: the worker controls the page and the manifest has no error', async ({}, info) => {
    // Chromium never offers to install from an incognito window, which every test context is: a profile of its own
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'installable-'));
    const context = await chromium.launchPersistentContext(profile, { baseURL: info.project.use.baseURL, viewport: info.project.use.viewport });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      let loaded = false;
      let workerAskedBeforeLoad = false;
      page.on('load', () => (loaded = true));
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/sw.js' && !loaded) workerAskedBeforeLoad = true;
      });
      await page.goto('/');
      await waitForServiceWorker(page);
      // issue 48, item 5: the worker costs the page nothing before it is interactive
      expect(workerAskedBeforeLoad).toBe(false);
      const cdp = await context.newCDPSession(page);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.errors).toEqual([]);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      expect(await headersOf(page, '/sw.js')).toEqual({ 'cache-control': 'no-cache', 'service-worker-allowed': '/' });
    } finally {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  });

  test('a new version waiting is offered with "Obnoviť", which reloads the page once under the new worker', async ({ page }, info) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));
    // a worker under another address stands in for a new build's: installed, it waits behind the one in control
    await page.evaluate(() => navigator.serviceWorker.register('/sw.js?e2e-update=1', { scope: '/', updateViaCache: 'none' }));
    const prompt = page.getByRole('status').filter({ hasText: 'Je k dispozícii nová verzia obchodu.' });
    await expect(prompt).toBeVisible();
    await shot(page, info, 'update-prompt');
    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Obnoviť' }).click()]);
    expect(await page.evaluate(() => 'beforeUpdate' in window)).toBe(false);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toContain('e2e-update=1');
  });

  test('an installed window has a back arrow before the logo, as it has no browser back button', async ({ page }, info) => {
    await page.goto('/');
    // in a browser tab the browser's own button is there: none of the shop's
    await expect(page.getByRole('banner').getByRole('button', { name: 'Späť' })).toBeHidden();

    // Chromium's app window (--app) is what an installed shop opens in: display-mode standalone
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'standalone-'));
    const { baseURL, viewport } = info.project.use;
    const context = await chromium.launchPersistentContext(profile, {
      ...CHROMIUM_LAUNCH,
      args: [...CHROMIUM_LAUNCH.args, `--app=${baseURL}/`],
      baseURL,
      viewport,
    });
    try {
      const app = context.pages()[0] ?? (await context.newPage());
      await app.goto('/blog');
      const back = app.getByRole('banner').getByRole('button', { name: 'Späť' });
      await expect(back).toBeVisible();
      const box = await back.boundingBox();
      expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(44);
      await shot(app, info, 'standalone-window');
      await back.click();
      await expect(app).toHaveURL(/\/$/);
    } finally {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  });
});

/** The headers the shop answers `path` with, as the page's own fetch sees them. */
function headersOf(page: Page, path: string): Promise<Record<string, string | null>> {
  return page.evaluate(async (url) => {
    const response = await fetch(url);
    return { 'cache-control': response.headers.get('cache-control'), 'service-worker-allowed': response.headers.get('service-worker-allowed') };
  }, path);
}
