import os from 'node:os';
import { printTable } from '../figures';
import { ordersHold, type OrdersCheck } from './orders-check';
import type { RequestKind, Traffic } from './traffic';

const ms = (n: number) => (Number.isNaN(n) ? '–' : `${Math.round(n)} ms`);

/** "HIT 95% (HIT 950, MISS 40, EXPIRED 10)" of a kind's X-Cache-Status counts. */
function cacheLine(statuses: ReadonlyMap<string, number>): string {
  const total = [...statuses.values()].reduce((sum, n) => sum + n, 0);
  const hit = statuses.get('HIT') ?? 0;
  const parts = [...statuses].sort((a, b) => b[1] - a[1]).map(([status, n]) => `${status} ${n}`);
  return `HIT ${total ? ((100 * hit) / total).toFixed(1) : '0'}% (${parts.join(', ')})`;
}

export interface LoadReport {
  title: string;
  seconds: number;
  traffic: Traffic;
  orders: OrdersCheck;
  /** "A 412 MB" per instance */
  rss: string[];
  /** the machine's 1-minute load average when the run started and when it ended: the load shares the cores with whatever else runs */
  loadAverage: [number, number];
}

/** Prints the load table and every failed request by URL; true when the acceptance holds (0 errors, orders exact). */
export function printLoadReport({ title, seconds, traffic, orders, rss, loadAverage }: LoadReport): boolean {
  const kinds: RequestKind[] = ['guest page', 'guest asset', 'guest search', 'customer page', 'customer call'];
  const total = kinds.reduce((sum, k) => sum + traffic.count(k), 0);
  const line = (kind: RequestKind, p: number) => [
    kind === 'guest search' ? 'guest search calls' : `${kind}s`,
    String(traffic.count(kind)),
    `p50 ${ms(traffic.percentile(kind, 50))}, p${p} ${ms(traffic.percentile(kind, p))}`,
  ];
  const errors = traffic.errorCount();
  const rows = [
    line('guest page', 99),
    ['guest pages nginx had (HIT)', '', `p50 ${ms(traffic.percentile('guest page', 50, 'HIT'))}, p99 ${ms(traffic.percentile('guest page', 99, 'HIT'))}`],
    ['guest pages rendered (MISS)', '', `p50 ${ms(traffic.percentile('guest page', 50, 'MISS'))}, p99 ${ms(traffic.percentile('guest page', 99, 'MISS'))}`],
    line('guest asset', 99),
    line('guest search', 99),
    line('customer page', 95),
    line('customer call', 95),
    ['all requests', String(total), `${(total / seconds).toFixed(1)} req/s`],
    ['nginx, guest pages', '', cacheLine(traffic.cacheStatuses('guest page'))],
    ['nginx, guest assets', '', cacheLine(traffic.cacheStatuses('guest asset'))],
    ['nginx, customer pages', '', cacheLine(traffic.cacheStatuses('customer page'))],
    ['errors (not 2xx/3xx, or no answer)', String(errors), errors === 0 ? 'ok' : 'FAIL'],
    ['orders answered 200 / rows in SQL', `${orders.placed} / ${orders.rows}`, ''],
    ['orders lost / duplicated', `${orders.lost} / ${orders.duplicated}`, ordersHold(orders) ? 'ok' : 'FAIL'],
    ['orders placed though their call failed', String(orders.unanswered), 'a timeout while the order committed (under errors)'],
    ['SQL invariants (issue 21)', Object.values(orders.broken).every((n) => n === 0) ? 'all 0' : JSON.stringify(orders.broken), ''],
    ['RSS after the run', rss.join(', '), ''],
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
