import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';

// Chromium paints what it has parsed when the HTML arrives in parts (a slow network, a busy phone).
// The header's rows are shared (search beside the corner, the menu bar's items), so a part parsed
// later moved what painted before it: the layout shift the customer-paint bench caught under load.
// The page holds its first paint until <main> is parsed (ShopFrame's <link rel="expect">).

const PAGE = '/category/cctv';
/** How long the rest of the HTML is held back after the part ending inside the header. */
const HELD_MS = 1_500;

/**
 * A server in front of the shop that sends `PAGE`'s HTML in two parts, cut in the menu bar after its
 * first product line (whose item, alone in the bar, is wider than among all six), the second
 * `HELD_MS` later; every other request (styles, scripts, icons) is passed on whole.
 */
async function slowHeaderServer(shop: string) {
  const html = await (await fetch(shop + PAGE)).text();
  const bar = html.indexOf('aria-label="Produktové rady"');
  expect(bar, "the menu bar in the page's HTML").toBeGreaterThan(0);
  const cut = html.indexOf('</li>', bar) + '</li>'.length;
  const server = http.createServer(async (req, res) => {
    if (req.url === PAGE) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.write(html.slice(0, cut));
      setTimeout(() => res.end(html.slice(cut)), HELD_MS);
      return;
    }
    const answer = await fetch(shop + req.url);
    res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/octet-stream' });
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${PAGE}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const WATCH = `(() => {
  const seen = { shifts: [], paintedAt: null };
  window.__seen = seen;
  new PerformanceObserver((list) => { for (const e of list.getEntries()) seen.shifts.push(e.value); }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (seen.paintedAt === null) seen.paintedAt = e.startTime; }).observe({ type: 'paint', buffered: true });
})();`;

test('the header paints whole when the HTML arrives in parts: nothing paints before <main>, nothing moves after', async ({ page, baseURL }) => {
  const server = await slowHeaderServer(baseURL!);
  try {
    await page.addInitScript(WATCH);
    await page.goto(server.url, { waitUntil: 'commit' });
    await page.waitForTimeout(HELD_MS / 2);
    // the first part and its styles are in: a browser painting parsed parts would have painted the header by now
    expect(await page.evaluate('window.__seen.paintedAt'), 'painted before <main> arrived').toBeNull();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Prihlásenie' })).toBeVisible();
    await page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))');
    const seen = (await page.evaluate('window.__seen')) as { shifts: number[]; paintedAt: number | null };
    expect(seen.paintedAt).toBeGreaterThanOrEqual(HELD_MS);
    expect(seen.shifts, 'layout shifts').toEqual([]);
  } finally {
    await server.close();
  }
});
