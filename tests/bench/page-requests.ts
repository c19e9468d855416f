import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../support/chromium';

export interface PageRequests {
  status: number;
  /** every request the page made until the network went quiet, before any interaction */
  requests: number;
  /** bytes over the wire (headers and compressed bodies), as Chromium's network panel counts them */
  bytes: number;
  /** RSC prefetches (`_rsc` requests) and images among them */
  prefetches: number;
  images: number;
  /** console lines "… was preloaded using link preload but not used …" */
  unusedPreloads: number;
}

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/**
 * One guest view of `url` in a fresh Chromium context: load, then wait until the network is idle
 * (Next prefetches visible links after hydration, in idle time), counting what was fetched.
 */
async function measureOnce(browser: Browser, url: string, viewport: { width: number; height: number }): Promise<PageRequests> {
  const context = await browser.newContext({ viewport, isMobile: viewport.width < 600, hasTouch: viewport.width < 600 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const figures = { requests: 0, bytes: 0, prefetches: 0, images: 0, unusedPreloads: 0 };
  cdp.on('Network.requestWillBeSent', (event) => {
    figures.requests++;
    if (event.request.url.includes('_rsc=')) figures.prefetches++;
    if (event.type === 'Image') figures.images++;
  });
  cdp.on('Network.loadingFinished', (event) => {
    figures.bytes += event.encodedDataLength;
  });
  page.on('console', (message) => {
    if (/preloaded .*but not used/i.test(message.text())) figures.unusedPreloads++;
  });
  try {
    const response = await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    // Chromium reports an unused preload a few seconds after load; wait for that moment without a fixed sleep
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 3_500)));
    await page.waitForLoadState('networkidle');
    return { status: response?.status() ?? 0, ...figures };
  } finally {
    await context.close();
  }
}

/** Requests and bytes of guest views of `routes` at each viewport, one browser for all. */
export async function pageRequests(base: string, routes: readonly string[]): Promise<Map<string, Record<keyof typeof VIEWPORTS, PageRequests>>> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const result = new Map<string, Record<keyof typeof VIEWPORTS, PageRequests>>();
  try {
    for (const route of routes) {
      await measureOnce(browser, base + route, VIEWPORTS.desktop); // warm-up: fills the server's caches
      result.set(route, {
        desktop: await measureOnce(browser, base + route, VIEWPORTS.desktop),
        phone: await measureOnce(browser, base + route, VIEWPORTS.phone),
      });
    }
  } finally {
    await browser.close();
  }
  return result;
}
