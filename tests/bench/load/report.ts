import os from 'node:os';
import { percentile, printTable } from '../figures';
import type { GeneratorFigures } from './generator';
import { isGuestPage, type EdgeRequest } from './nginx-log';
import { ordersHold, type OrdersCheck } from './orders-check';
import { RSS_EVERY_MS } from './rss-watch';
import { CUSTOMER_CALLS, customerCallKind, type RequestKind, type Traffic } from './traffic';

export const ms = (n: number) => (Number.isNaN(n) ? '–' : `${Math.round(n)} ms`);

/** "HIT 95% (HIT 950, MISS 40, EXPIRED 10)" of a kind's X-Cache-Status counts. */
function cacheLine(statuses: ReadonlyMap<string, number>): string {
  const total = [...statuses.values()].reduce((sum, n) => sum + n, 0);
  const hit = statuses.get('HIT') ?? 0;
  const parts = [...statuses].sort((a, b) => b[1] - a[1]).map(([status, n]) => `${status} ${n}`);
  return `HIT ${total ? ((100 * hit) / total).toFixed(1) : '0'}% (${parts.join(', ')})`;
}

/** Guest pages as nginx's access log timed them, by cache status: nginx's own time, and of it the instance's (upstream). */
function edgeRows(edge: readonly EdgeRequest[]): string[][] {
  const pages = edge.filter(isGuestPage);
  const sorted = (times: number[]) => times.sort((a, b) => a - b);
  return [...new Set(pages.map((r) => r.cache))].sort().map((cache) => {
    const of = pages.filter((r) => r.cache === cache);
    const own = sorted(of.map((r) => r.ms));
    const upstream = sorted(of.flatMap((r) => (r.upstreamMs === null ? [] : [r.upstreamMs])));
    const upstreamPart = upstream.length ? `; upstream p50 ${ms(percentile(upstream, 50))}, p99 ${ms(percentile(upstream, 99))}` : '; no upstream';
    return [`  at nginx, ${cache} (access log)`, String(of.length), `p50 ${ms(percentile(own, 50))}, p99 ${ms(percentile(own, 99))}${upstreamPart}`];
  });
}

/**
 * A customer call kind as nginx's access log timed it: nginx's own time and the instance's, p50 and
 * p95. Beside the generator's figure it tells the shop's time from the generator's own wait.
 * Guests' search calls (GET /admin/v1/search/…) are left out; guests make no other /admin/v1 call.
 */
function edgeCallRow(edge: readonly EdgeRequest[], kind: RequestKind): string[] {
  const calls = edge.filter(
    (r) => r.url.startsWith('/admin/v1/') && !r.url.startsWith('/admin/v1/search/') && customerCallKind(r.method, r.url.split('?')[0]!) === kind,
  );
  const own = calls.map((r) => r.ms).sort((a, b) => a - b);
  const upstream = calls.flatMap((r) => (r.upstreamMs === null ? [] : [r.upstreamMs])).sort((a, b) => a - b);
  return [
    '  at nginx (access log)',
    String(calls.length),
    `p50 ${ms(percentile(own, 50))}, p95 ${ms(percentile(own, 95))}; upstream p50 ${ms(percentile(upstream, 50))}, p95 ${ms(percentile(upstream, 95))}`,
  ];
}

export interface LoadReport {
  title: string;
  seconds: number;
  traffic: Traffic;
  orders: OrdersCheck;
  generator: GeneratorFigures;
  /** the guest and customer requests of the run in nginx's access log */
  edge: readonly EdgeRequest[];
  /** nginx's error log lines of the run about the instances, by kind */
  edgeFailures: ReadonlyMap<string, number>;
  /** cores per command name on the whole machine over the run, most first */
  machineCpu: ReadonlyArray<[string, number]>;
  /** per instance, MB: the highest reading during the run, right after it, and `settledSeconds` later */
  rss: { names: string[]; highest: number[]; atEnd: number[]; settled: number[]; settledSeconds: number };
  /** the machine's 1-minute load average when the run started and when it ended: the load shares the cores with whatever else runs */
  loadAverage: [number, number];
}

/** Prints the load table and every failed request by URL; true when the acceptance holds (0 errors, orders exact). */
export function printLoadReport({ title, seconds, traffic, orders, generator, edge, edgeFailures, machineCpu, rss, loadAverage }: LoadReport): boolean {
  const kinds: RequestKind[] = ['guest page', 'guest asset', 'guest search', 'customer page', ...CUSTOMER_CALLS];
  const total = traffic.count(kinds);
  const line = (label: string, of: RequestKind | readonly RequestKind[], p: number) => [
    label,
    String(traffic.count(of)),
    `p50 ${ms(traffic.percentile(of, 50))}, p${p} ${ms(traffic.percentile(of, p))}`,
  ];
  const byCache = [...traffic.cacheStatuses('guest page')]
    .sort((a, b) => b[1] - a[1])
    .map(([status]) => [
      `  nginx ${status}${status === 'MISS' ? ` (${traffic.distinctUrls('guest page', 'MISS')} distinct URLs)` : ''}`,
      String(traffic.count('guest page', status)),
      `p50 ${ms(traffic.percentile('guest page', 50, status))}, p99 ${ms(traffic.percentile('guest page', 99, status))}`,
    ]);
  const perInstance = (mb: readonly number[]) => rss.names.map((name, k) => `${name} ${Math.round(mb[k] ?? NaN)} MB`).join(', ');
  const errors = traffic.errorCount();
  const rows = [
    line('guest pages', 'guest page', 99),
    ...byCache,
    ...edgeRows(edge),
    line('guest assets', 'guest asset', 99),
    line('guest search calls', 'guest search', 99),
    line('customer pages', 'customer page', 95),
    line('customer page calls', 'customer page call', 95),
    edgeCallRow(edge, 'customer page call'),
    line('add to basket', 'add to basket', 95),
    edgeCallRow(edge, 'add to basket'),
    line('place order', 'place order', 95),
    edgeCallRow(edge, 'place order'),
    line('checkout calls', 'checkout call', 95),
    line('all customer calls', CUSTOMER_CALLS, 95),
    ['all requests', String(total), `${(total / seconds).toFixed(1)} req/s`],
    ['nginx, guest pages', '', cacheLine(traffic.cacheStatuses('guest page'))],
    ['nginx, guest assets', '', cacheLine(traffic.cacheStatuses('guest asset'))],
    ['nginx, customer pages', '', cacheLine(traffic.cacheStatuses('customer page'))],
    ['errors (not 2xx/3xx, or no answer)', String(errors), errors === 0 ? 'ok' : 'FAIL'],
    [
      "nginx's error log on the instances",
      String([...edgeFailures.values()].reduce((sum, n) => sum + n, 0)),
      [...edgeFailures].map(([kind, n]) => `${kind} ${n}`).join(', '),
    ],
    ['orders answered 200 / rows in SQL', `${orders.placed} / ${orders.rows}`, ''],
    ['orders lost / duplicated', `${orders.lost} / ${orders.duplicated}`, ordersHold(orders) ? 'ok' : 'FAIL'],
    ['orders placed though their call failed', String(orders.unanswered), 'a timeout while the order committed (under errors)'],
    ['SQL invariants (issue 21)', Object.values(orders.broken).every((n) => n === 0) ? 'all 0' : JSON.stringify(orders.broken), ''],
    [
      'load generator: event-loop lag, CPU',
      '',
      `p50 ${ms(generator.lag.p50)}, p99 ${ms(generator.lag.p99)}, max ${ms(generator.lag.max)}; ${generator.cores.toFixed(2)} cores`,
    ],
    [
      'CPU on the machine by command',
      machineCpu.reduce((sum, [, cores]) => sum + cores, 0).toFixed(2),
      machineCpu
        .slice(0, 6)
        .map(([command, cores]) => `${command} ${cores.toFixed(2)}`)
        .join(', '),
    ],
    [`RSS, highest during the run (every ${RSS_EVERY_MS / 1000} s)`, perInstance(rss.highest), ''],
    ['RSS right after the run', perInstance(rss.atEnd), ''],
    [`RSS ${rss.settledSeconds} s after the run`, perInstance(rss.settled), ''],
  ];
  console.log(`\n${title}`);
  printTable(['figure', 'count', 'value'], rows);
  console.log(
    `Guests, customers, nginx, both instances, PostgreSQL and Redis share this machine's ${os.cpus().length} cores; ` +
      `its 1-min load average was ${loadAverage[0].toFixed(1)} at the start and ${loadAverage[1].toFixed(1)} at the end (other work on the machine counts too).`,
  );
  if (errors > 0) {
    console.log('\nFailed requests by URL:');
    printTable(
      ['request → status', 'times'],
      [...traffic.errors].sort((a, b) => b[1] - a[1]).map(([key, n]) => [key, String(n)]),
    );
  }
  return errors === 0 && ordersHold(orders);
}
