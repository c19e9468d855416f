/**
 * Parametric filter latency (issue 23): the facets call (GET /x/category/{id}/facets) and the
 * filtered listing (POST /product/filter with condition.parameters) for every category that offers
 * filters, each without a selection, with one value, with values of two parameters and in stock
 * only; one warm-up pass, then one measured pass, one request at a time. Product lines (a whole
 * branch of the catalogue) and the categories below them are separate rows.
 * `npm run bench` calls benchFacets against its running server (seed its DATA_DIR with
 * `npm run seed -- --products 100000` first). Alone, it calls the embedded backend in process:
 *   DATA_DIR=.data-bench-100k npx tsx --conditions=react-server tests/bench/facets.ts
 */
import os from 'node:os';
import { percentile, printTable } from './figures';
import { runStandalone } from './standalone';

type Send = (path: string, body?: unknown) => Promise<Response>;

/** Budget of the issue, in ms (p95), for both calls. */
const BUDGET = 30;

interface FacetsAnswer {
  facets: Array<{ key: string; values: Array<{ key: string; count: number }> }>;
}

interface Probe {
  kind: 'facets' | 'listing';
  line: boolean;
  label: string;
  path: string;
  body?: unknown;
}

async function json<T>(send: Send, path: string, body?: unknown): Promise<T> {
  const response = await send(path, body);
  if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** Selections a visitor would make: none, one value, values of two parameters; each also in stock only. */
function selectionsOf(answer: FacetsAnswer): Array<Record<string, string[]>> {
  const [a, b] = answer.facets;
  const out: Array<Record<string, string[]>> = [{}];
  const aValue = a?.values.find((v) => v.count > 0);
  if (a && aValue) out.push({ [a.key]: [aValue.key] });
  const bValue = b?.values.find((v) => v.count > 0);
  if (a && b && bValue) out.push({ [a.key]: a.values.slice(0, 2).map((v) => v.key), [b.key]: [bValue.key] });
  return out;
}

const fParam = (selection: Record<string, string[]>) =>
  Object.entries(selection)
    .map(([k, v]) => `${k}:${v.join(',')}`)
    .join(';');

async function probes(send: Send, categories: Array<{ id: number; path: string }>): Promise<Probe[]> {
  const list: Probe[] = [];
  for (const category of categories) {
    const answer = await json<FacetsAnswer>(send, `/admin/v1/x/category/${category.id}/facets`);
    if (answer.facets.length === 0) continue;
    const line = !category.path.includes('/');
    for (const selection of selectionsOf(answer)) {
      for (const inStock of [false, true]) {
        const query = new URLSearchParams();
        if (Object.keys(selection).length) query.set('f', fParam(selection));
        if (inStock) query.set('st', '1');
        const label = `${category.path}?${query.toString()}`;
        list.push({ kind: 'facets', line, label, path: `/admin/v1/x/category/${category.id}/facets${query.size ? `?${query.toString()}` : ''}` });
        if (Object.keys(selection).length === 0) continue;
        const body = {
          condition: { 'categories.id': category.id, ...(inStock ? { inStock: true } : {}), parameters: selection },
          order: [{ 'product.id': 'DESC' }],
        };
        list.push({ kind: 'listing', line, label, path: '/admin/v1/product/filter/sk/12/0', body });
      }
    }
  }
  return list;
}

async function timed(send: Send, probe: Probe): Promise<{ wall: number; cpu: number }> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const response = await send(probe.path, probe.body);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${probe.label}: HTTP ${response.status}`);
  const used = process.cpuUsage(cpu);
  return { wall: performance.now() - started, cpu: (used.user + used.system) / 1000 };
}

/** Warms up, measures every probe once and prints the table. `inProcess`: also the CPU-time p95. */
export async function benchFacets(send: Send, categories: Array<{ id: number; path: string }>, inProcess = false): Promise<void> {
  const load = os.loadavg()[0]!.toFixed(1);
  const list = await probes(send, categories);
  for (const probe of list) await timed(send, probe);
  const measured = [];
  for (const probe of list) measured.push({ probe, ...(await timed(send, probe)) });
  const rows: string[][] = [];
  for (const [kind, name] of [
    ['facets', 'facets call'],
    ['listing', 'filtered listing'],
  ] as const) {
    for (const line of [true, false]) {
      const group = measured.filter((m) => m.probe.kind === kind && m.probe.line === line);
      if (group.length === 0) continue;
      const wall = group.map((m) => m.wall).sort((a, b) => a - b);
      const cpu = group.map((m) => m.cpu).sort((a, b) => a - b);
      const slowest = group.reduce((a, b) => (b.wall > a.wall ? b : a));
      const p95 = percentile(wall, 95);
      rows.push([
        `${name}, ${line ? 'product lines' : 'categories below'}`,
        String(group.length),
        `${percentile(wall, 50).toFixed(1)} ms`,
        `${p95.toFixed(1)} ms`,
        ...(inProcess ? [`${percentile(cpu, 95).toFixed(1)} ms`] : []),
        `${BUDGET} ms ${p95 < BUDGET ? 'ok' : 'OVER'}`,
        `${slowest.probe.label} ${slowest.wall.toFixed(0)} ms`,
      ]);
    }
  }
  console.log(`\nParametric filters (${list.length} requests, one at a time after a warm-up pass; load average ${load} → ${os.loadavg()[0]!.toFixed(1)})`);
  printTable(['call', 'requests', 'p50', 'p95', ...(inProcess ? ['p95 CPU'] : []), 'p95 budget', 'slowest'], rows);
}

interface MenuNode {
  url?: { type?: string; url?: string } | string;
  children?: MenuNode[];
}

/** Every category of the menu with its id, read through the contract (for a running server). */
export async function menuCategories(send: Send): Promise<Array<{ id: number; path: string }>> {
  const menu = await json<{ menu?: MenuNode[]; items?: MenuNode[] }>(send, '/admin/v1/menu/bottom-second/sk');
  const paths: string[] = [];
  const walk = (nodes: MenuNode[] | undefined) =>
    nodes?.forEach((node) => {
      const url = typeof node.url === 'string' ? node.url : node.url?.type === 'category' || node.url?.type === undefined ? node.url?.url : undefined;
      if (url) paths.push(url.replace(/^\/?(category\/)?/, ''));
      walk(node.children);
    });
  walk(menu.menu ?? menu.items);
  const out: Array<{ id: number; path: string }> = [];
  for (const path of paths) {
    const slug = path.split('/').at(-1)!;
    const answer = await json<{ category: { id: number } }>(send, `/admin/v1/category/url/${slug}/sk?path=${encodeURIComponent(path)}`);
    out.push({ id: answer.category.id, path });
  }
  return out;
}

runStandalone('facets.ts', async (backend) => {
  const { getDb, queryRows, sql } = await import('../../lib/backend/db/client');
  const db = await getDb();
  const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM products`);
  const categories = await queryRows<{ id: number; path: string }>(db, sql`SELECT id, path FROM categories ORDER BY path`);
  console.log(`Embedded backend in process, ${row?.n ?? 0} products in ${process.env.DATA_DIR || '.data'}`);
  const send: Send = (path, body) =>
    backend(
      new Request(
        `http://backend.bench${path}`,
        body === undefined ? {} : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
      ),
    );
  await benchFacets(send, categories, true);
});
