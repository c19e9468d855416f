import fs from 'node:fs';
import path from 'node:path';
import { printTable } from './figures';
import { firstLoadJs } from './first-load-js';
import { pageWeight } from './page-weight';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface LoadFigures {
  reqPerSec: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/**
 * Each page's own HTML as a static file in public/ (removed by run.ts at the end), or in `dir`
 * served under `prefix` (nginx's static-control folder): a server answering with those bytes
 * without any rendering is the fair control of a page of that size (the 263-byte control
 * measures bytes). Returns route → static twin path.
 */
export async function writeStaticTwins(
  base: string,
  routes: readonly string[],
  control: string,
  { dir, prefix }: { dir: string; prefix: string } = { dir: 'public', prefix: '/' },
): Promise<Map<string, string>> {
  const twins = new Map<string, string>();
  for (const [i, route] of routes.entries()) {
    if (route === control) continue;
    const page = await fetch(base + route);
    if (page.status !== 200) continue;
    const file = `static-control-${i}.html`;
    fs.writeFileSync(path.join(dir, file), await page.text());
    twins.set(route, `${prefix}${file}`);
  }
  return twins;
}

interface LoadTableInput {
  base: string;
  routes: readonly string[];
  twins: ReadonlyMap<string, string>;
  control: string;
  load: (route: string) => Promise<LoadFigures>;
  connections: number;
  seconds: number;
  /** what is measured, where (default: the shop's own server) */
  title?: string;
}

/** req/s and p99 of each route, against the static control file and against the page's static twin. */
export async function printLoadTable({
  base,
  routes,
  twins,
  control: controlRoute,
  load,
  connections,
  seconds,
  title = 'Load',
}: LoadTableInput): Promise<void> {
  const rows: string[][] = [];
  let control = 0;
  for (const route of routes) {
    const status = (await fetch(base + route)).status;
    if (status !== 200) {
      rows.push([route, `HTTP ${status}`, '', '', '', '', '']);
      continue;
    }
    await load(route).catch(() => undefined); // warm-up: fills Next's caches
    const r = await load(route);
    if (route === controlRoute) control = r.reqPerSec;
    const twin = twins.get(route);
    const t = twin ? await load(twin) : null;
    rows.push([
      route,
      r.reqPerSec.toFixed(0),
      `${r.p99} ms`,
      control ? (r.reqPerSec / control).toFixed(2) : '',
      t ? t.reqPerSec.toFixed(0) : '',
      t ? (r.reqPerSec / t.reqPerSec).toFixed(2) : '',
      String(r.non2xx + r.errors),
    ]);
  }
  console.log(`\n${title} (${connections} connections, ${seconds} s per route, after a warm-up run)`);
  console.log("× static: against the 263-byte control file; × same bytes: against a static copy of the page's own HTML");
  printTable(['route', 'req/s', 'p99', '× static', 'same bytes req/s', '× same bytes', 'errors'], rows);
}

/** Per public page TTFB, HTML and First Load JS; First Load JS alone for the other routes. */
export async function printPageTables(base: string, publicRoutes: readonly string[], sizeRoutes: readonly string[]): Promise<void> {
  const pageRows: string[][] = [];
  for (const route of publicRoutes) {
    const weight = await pageWeight(base, route);
    const js = await firstLoadJs(base, route);
    pageRows.push(
      weight.status !== 200
        ? [route, `HTTP ${weight.status}`, '', '', '', '', '']
        : [
            route,
            `${weight.ttfbMs.toFixed(1)} ms`,
            kb(weight.htmlBytes),
            kb(weight.htmlGzipBytes),
            kb(weight.payloadBytes),
            js.bytes === null ? '' : kb(js.bytes),
            String(js.scripts),
          ],
    );
  }
  console.log(
    '\nGuest pages (TTFB: median of 9 sequential warm requests; inline payload: the RSC scripts within the raw HTML; First Load JS: gzip, sum of the scripts the HTML loads)',
  );
  console.log('issue 24 budget: raw HTML of / ≤ 90 KB, of a category and a product ≤ 100 KB');
  printTable(['route', 'TTFB', 'HTML', 'HTML gzip', 'inline payload', 'first load JS', 'scripts'], pageRows);

  const sizeRows: string[][] = [];
  for (const route of sizeRoutes) {
    const r = await firstLoadJs(base, route);
    sizeRows.push([route, r.bytes === null ? `HTTP ${r.status}` : kb(r.bytes), String(r.scripts)]);
  }
  console.log('\nFirst Load JS of the other routes (gzip)');
  printTable(['route', 'first load JS', 'scripts'], sizeRows);
}
