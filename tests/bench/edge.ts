import fs from 'node:fs';
import path from 'node:path';
import type { NginxServer } from '../support/nginx-server';
import { behindNginx } from './behind-nginx';
import { CUSTOMERS, pageViews, signedInViewers } from './cluster';
import { printTable } from './figures';
import { loadUrl } from './load-url';
import { printLoadTable, writeStaticTwins } from './tables';

/** Where nginx serves its static-control folder (tests/support/nginx-server.ts). */
const STATIC_PREFIX = '/static-control/';
const CONTROL = `${STATIC_PREFIX}control.html`;

const ms = (n: number) => `${Math.round(n)} ms`;

async function cacheStatus(nginx: NginxServer, route: string): Promise<string> {
  return (await fetch(nginx.url + route)).headers.get('x-cache-status') ?? 'none';
}

/**
 * The edge (issue 22, item 6), one run on one machine: guest home, a category and a product
 * through nginx (warm cache: HIT) against static files the same nginx serves, the 263-byte control
 * and a copy of each page's own bytes; then customer page views through nginx (cookies: BYPASS,
 * the HTML plus the signed-in calls) against a guest's. One instance of the cluster harness on
 * PostgreSQL + Redis behind nginx, as docs/deploying.md runs it.
 */
export function benchEdge(seconds: number, connections: number): Promise<void> {
  return behindNginx(1, (nginx) => printEdgeTables(nginx, seconds, connections));
}

async function printEdgeTables(nginx: NginxServer, seconds: number, connections: number): Promise<void> {
  const category = '/category/cctv';
  const product = /href="(\/product\/[^"?#]+)"/.exec(await (await fetch(nginx.url + category)).text())?.[1];
  const routes = [CONTROL, '/', category, ...(product ? [product] : [])];
  fs.copyFileSync(path.join('public', 'static-control.html'), path.join(nginx.staticDir, 'control.html'));
  const twins = await writeStaticTwins(nginx.url, routes, CONTROL, { dir: nginx.staticDir, prefix: STATIC_PREFIX });

  await printLoadTable({
    base: nginx.url,
    routes,
    twins,
    control: CONTROL,
    load: (route) => loadUrl(nginx.url + route, connections, seconds),
    connections,
    seconds,
    title: 'Edge: guest pages through nginx (cache warm) in front of one instance on PostgreSQL + Redis, static files served by the same nginx',
  });
  const statuses = await Promise.all(routes.slice(1).map(async (r) => `${r} ${await cacheStatus(nginx, r)}`));
  const sizes = [...twins].map(([route, twin]) => `${route} ${(fs.statSync(path.join(nginx.staticDir, path.basename(twin))).size / 1024).toFixed(0)} KB`);
  console.log(`HTML without compression (autocannon asks for none): ${sizes.join(', ')}; the control is 263 bytes.`);
  console.log(`X-Cache-Status after the runs: ${statuses.join(', ')}. Target: ≥ 0.9× static (without nginx, 0.21–0.27×).`);

  const guest = await pageViews(
    [nginx],
    seconds,
    Array.from({ length: CUSTOMERS }, () => ({ cookie: '', calls: [] })),
  );
  const viewers = await signedInViewers([nginx]);
  const customer = await pageViews([nginx], seconds, viewers);
  const signedIn = await fetch(nginx.url + '/', { headers: { Cookie: viewers[0]?.cookie ?? '' } });
  console.log(`\nEdge: page views through nginx, ${CUSTOMERS} viewers one view after the other, ${seconds} s each`);
  printTable(
    ['viewer', 'what a view is', 'views/s', 'p50', 'p95', 'X-Cache-Status of the page'],
    [
      ['guest', 'home HTML', guest.perSecond.toFixed(1), ms(guest.p50), ms(guest.p95), await cacheStatus(nginx, '/')],
      [
        'customer',
        `home HTML + ${viewers[0]?.calls.join(' + ')} at once`,
        customer.perSecond.toFixed(1),
        ms(customer.p50),
        ms(customer.p95),
        signedIn.headers.get('x-cache-status') ?? 'none',
      ],
      ['customer / guest', '', (customer.perSecond / guest.perSecond).toFixed(2), '', '', ''],
    ],
  );
  console.log('autocannon and the viewers run on the same 2 cores as nginx, the instance, PostgreSQL and Redis: the shop and its load share the machine.');
}
