/**
 * Customer paint: how long after the page paints (LCP) a signed-in customer sees prices and the
 * add-to-cart row, whether the guest corner ("Prihlásenie / Registrácia") or the guest price text
 * ever painted for them, and for guests whether a skeleton painted before "Cena sa zobrazí po
 * prihlásení". Debian's chromium (tests/support/chromium.ts), home, a category and a product at
 * 390 and 1280 px, 3 fresh browser contexts each: cold (the context's first load: empty browser
 * cache) and warm (the same URL again in a new tab of that context). Every page is loaded once
 * before, so the server's caches are warm in both. Issue 24 item 1: price − LCP ≤ 300 ms warm,
 * ≤ 800 ms cold (median), CLS 0, the guest corner never.
 *
 * Part of `npm run bench`; alone: `npm run bench -- customer-paint` (starts its own server on
 * BENCH_PORT), or `npx tsx --conditions=react-server tests/bench/customer-paint.ts <base URL>`
 * against a running shop.
 */
import os from 'node:os';
import { setTimeout } from 'node:timers/promises';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../support/chromium';
import { percentile, printTable } from './figures';
import { PAINT_PROBE_SCRIPT, type PaintProbe } from './paint-probe';

const RUNS = 3;
const DEMO = { email: 'demo@securitech.sk', password: 'Demo1234!' };
const VIEWPORTS = [
  { name: 'phone 390', options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  { name: 'desktop 1280', options: { viewport: { width: 1280, height: 800 } } },
] as const;
/** How long a page may take to show a price before the run counts as failed. */
const PRICE_TIMEOUT_MS = 20_000;
/** How often the probe is read while waiting; the times come from the probe's own frames, so this only delays reading them. */
const POLL_MS = 25;

type Visitor = 'customer' | 'guest';

/** Loads `url` in a new tab of `context` and reads the probe once the page showed what it shows its visitor. */
async function measure(context: BrowserContext, url: string, visitor: Visitor): Promise<PaintProbe | null> {
  const page = await context.newPage();
  try {
    await page.addInitScript(PAINT_PROBE_SCRIPT);
    await page.goto(url, { waitUntil: 'load' });
    const ready = visitor === 'customer' ? 'p && p.price !== null && p.cart !== null' : 'p && p.guestText !== null';
    // polled with evaluate, not waitForFunction: the page's Content-Security-Policy refuses the
    // string eval waitForFunction compiles in the page, so every wait would time out
    const deadline = Date.now() + PRICE_TIMEOUT_MS;
    while (!(await page.evaluate(`(() => { const p = window.__paintProbe; return Boolean(${ready}); })()`))) {
      if (Date.now() > deadline) throw new Error(`${visitor} view not shown within ${PRICE_TIMEOUT_MS} ms`);
      await setTimeout(POLL_MS);
    }
    // a late shift (the row pushing content down) lands within a few frames of the row itself
    await page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 300))))');
    return (await page.evaluate('window.__paintProbeStop = true, window.__paintProbe')) as PaintProbe;
  } catch {
    return null;
  } finally {
    await page.close();
  }
}

async function signedInContext(browser: Browser, base: string, options: object): Promise<BrowserContext> {
  const context = await browser.newContext({ ...options, baseURL: base });
  // same-origin, as the login form sends it (the proxy refuses cross-site writes)
  const answer = await context.request.post('/admin/v1/sign/in', { data: DEMO, headers: { Origin: base } });
  if (!answer.ok()) throw new Error(`sign-in answered ${answer.status()}`);
  return context;
}

const ms = (value: number) => `${Math.round(value)}`;
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const spread = (values: number[]) => (values.length ? `${ms(Math.min(...values))}–${ms(Math.max(...values))}` : '—');

function row(viewport: string, route: string, cache: string, visitor: Visitor, probes: Array<PaintProbe | null>): string[] {
  const done = probes.filter((p): p is PaintProbe => p !== null);
  const shown = (p: PaintProbe) => (visitor === 'customer' ? Math.max(p.price!, p.cart!) : p.guestText!);
  const deltas = done.map((p) => shown(p) - p.lcp);
  return [
    viewport,
    route,
    `${visitor} ${cache}`,
    done.length ? ms(median(done.map((p) => p.lcp))) : '—',
    done.length ? ms(median(done.map(shown))) : '—',
    done.length ? `${ms(median(deltas))} (${spread(deltas)})` : '—',
    done.length ? Math.max(...done.map((p) => p.cls)).toFixed(3) : '—',
    visitor === 'customer' ? `${done.filter((p) => p.guestCorner).length}/${done.length}` : '',
    visitor === 'customer'
      ? `${done.filter((p) => p.guestText !== null).length}/${done.length}`
      : `${done.filter((p) => p.skeleton).length}/${done.length} skeleton`,
    `${probes.length - done.length}`,
  ];
}

/** Runs the customer-paint table against the shop at `base` for `routes` (home, a category, a product). */
export async function benchCustomerPaint(base: string, routes: string[]): Promise<void> {
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const rows: string[][] = [];
  const shifts: string[] = [];
  const noteShifts = (where: string, probes: Array<PaintProbe | null>) => {
    for (const probe of probes)
      for (const shift of probe?.shifts ?? [])
        shifts.push(`${where}: ${shift.value.toFixed(4)} at ${ms(shift.at)} ms (LCP ${ms(probe!.lcp)}): ${shift.sources.join('; ') || 'no source'}`);
  };
  try {
    const warmUp = await signedInContext(browser, base, {});
    for (const route of routes) await measure(warmUp, base + route, 'customer');
    await warmUp.close();
    for (const { name, options } of VIEWPORTS) {
      for (const route of routes) {
        const cold: Array<PaintProbe | null> = [];
        const warm: Array<PaintProbe | null> = [];
        const guest: Array<PaintProbe | null> = [];
        for (let run = 0; run < RUNS; run += 1) {
          const context = await signedInContext(browser, base, options);
          cold.push(await measure(context, base + route, 'customer'));
          warm.push(await measure(context, base + route, 'customer'));
          await context.close();
          const guestContext = await browser.newContext(options);
          guest.push(await measure(guestContext, base + route, 'guest'));
          await guestContext.close();
        }
        rows.push(row(name, route, 'cold', 'customer', cold), row(name, route, 'warm', 'customer', warm), row(name, route, 'cold', 'guest', guest));
        noteShifts(`${name} ${route} customer cold`, cold);
        noteShifts(`${name} ${route} customer warm`, warm);
        noteShifts(`${name} ${route} guest cold`, guest);
      }
    }
  } finally {
    await browser.close();
  }
  console.log(
    `\nCustomer paint (Chromium, median of ${RUNS} fresh contexts; load average before: ${load}, after: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
  );
  console.log('shown: customer = prices and add-to-cart both painted; guest = "Cena sa zobrazí po prihlásení" painted. Δ = shown − LCP, median (min–max).');
  console.log(
    'Budget (issue 24 item 1): customer Δ ≤ 300 ms warm, ≤ 800 ms cold; CLS 0; guest corner and guest text never painted for a customer; no guest skeleton.',
  );
  printTable(['viewport', 'page', 'visit', 'LCP ms', 'shown ms', 'Δ ms', 'CLS max', 'guest corner painted', 'guest text / skeleton', 'failed'], rows);
  // a shift names what moved, so a failing CLS column can be chased to its element
  for (const line of shifts) console.log(`layout shift, ${line}`);
}

/** The product whose page the bench opens: the first one the category lists. */
export async function firstProductPath(base: string, category: string): Promise<string | null> {
  const html = await (await fetch(base + category)).text().catch(() => '');
  return /href="(\/product\/[^"?#]+)"/.exec(html)?.[1] ?? null;
}

/** The routes the table measures on the shop at `base`. */
export async function customerPaintRoutes(base: string): Promise<string[]> {
  const product = await firstProductPath(base, '/category/cctv');
  return ['/', '/category/cctv', ...(product ? [product] : [])];
}

if (process.argv[1]?.endsWith('customer-paint.ts') && process.argv[2]) {
  const base = process.argv[2].replace(/\/$/, '');
  customerPaintRoutes(base)
    .then((routes) => benchCustomerPaint(base, routes))
    .then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
}
