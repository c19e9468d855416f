import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startCluster, type Cluster } from './support/cluster';
import { startHangingProxy, type HangingProxy } from './support/hanging-proxy';
import { startBackend } from './support/backend-process';
import { signalProcess } from './support/processes';
import { clusterPort } from './support/setup-state';

// Issue 43 item 4: one home section's call hangs while the shop is built. The build finishes, says
// on warn lines which call failed and what it went without, and serves a home page with every
// other section that lives minutes instead of hours, so it is rendered again with the blog soon after
// the release. Later, a regeneration while the call hangs stores the page the same way.

/** The test's own build folder (NEXT_DIST_DIR): the suite's `.next` stays as it is. */
const DIST = '.next-failed-section';
/** The home blog scroller's call (lib/contract/calls/content.ts getHomepageBlogs). */
const HUNG_CALL = '/admin/v1/blog/homepage/';
/** The build and the instance give up on a silent backend after this (the default 10 s would only make the test slower). */
const UPSTREAM_TIMEOUT_MS = '3000';
/** A cold production build of the whole shop on two cores takes minutes. */
const BUILD_DEADLINE_MS = 12 * 60_000;

/** Files `next build` rewrites for the folder it builds into (next-env.d.ts, tsconfig.json's include); put back afterwards. */
const REWRITTEN = ['next-env.d.ts', 'tsconfig.json'];

let cluster: Cluster;
let backend: ChildProcess;
let proxy: HangingProxy;
const before = new Map<string, string | null>();

beforeAll(async () => {
  for (const file of REWRITTEN) before.set(file, fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null);
  cluster = await startCluster({ count: 0 });
  const started = await startBackend(cluster, clusterPort(40), 'backend');
  backend = started.child;
  const backendUrl = started.url;
  proxy = await startHangingProxy(clusterPort(41), backendUrl, HUNG_CALL);
});

afterAll(async () => {
  await proxy?.close();
  if (backend) await signalProcess(backend, 'SIGTERM');
  await cluster?.stop();
  fs.rmSync(DIST, { recursive: true, force: true });
  for (const [file, text] of before) {
    if (text === null) fs.rmSync(file, { force: true });
    else if (fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
  }
});

/** `next build` into DIST against the proxy; its exit code and everything it printed. */
function build(): Promise<{ code: number | null; output: string }> {
  const env = { ...cluster.env, API_URL: proxy.url, UPSTREAM_TIMEOUT_MS, NEXT_DIST_DIR: DIST };
  const child = spawn('node_modules/.bin/next', ['build'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, output })));
}

/** The instance's log from `offset` (characters) on. */
function logSince(file: string, offset: number): string {
  return fs.readFileSync(file, 'utf8').slice(offset);
}

/** The JSON log lines of `output` that name the hung call. */
function linesNamingTheCall(output: string): Array<{ level?: string; msg?: string }> {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{') && line.includes(`GET ${HUNG_CALL}sk`))
    .map((line) => JSON.parse(line) as { level?: string; msg?: string });
}

/** What a reader of the home page sees of each section, in the HTML as it arrives. */
function sections(html: string) {
  return {
    banners: html.includes('aria-roledescription="carousel"'),
    productLines: html.includes('id="product-lines"'),
    offers: /href="\/product\//.test(html),
    brands: html.includes('href="/search-product/Hikvision"'),
    blogCards: /href="\/blog\/sk\//.test(html),
  };
}

/** The revalidate webhook (docs/caching.md, Cache tags) for the tag the home blog scroller carries. */
async function expireBlogTag(base: string): Promise<void> {
  const answer = await fetch(`${base}/api/revalidate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${cluster.env.REVALIDATE_SECRET ?? ''}`, 'content-type': 'application/json' },
    body: JSON.stringify({ tags: ['blog-list'] }),
  });
  expect(answer.status).toBe(200);
}

/** The home page's sections once `done` holds for them, or as last seen after 20 s (a regeneration runs behind the stale page). */
async function homeUntil(base: string, done: (seen: ReturnType<typeof sections>) => boolean): Promise<ReturnType<typeof sections>> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const seen = sections(await (await fetch(`${base}/`)).text());
    if (done(seen) || Date.now() > deadline) return seen;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

test(
  'a build whose home blog call hangs finishes without the blog, says which call, heals, and a regeneration while it hangs keeps every other section',
  async () => {
    const started = performance.now();
    const { code, output } = await build();
    const seconds = Math.round((performance.now() - started) / 1000);
    console.log(`build with a hung home blog call: ${seconds} s`);
    expect({ code, tail: code === 0 ? '' : output.slice(-4000) }).toEqual({ code: 0, tail: '' });
    expect(proxy.asked).toBeGreaterThan(0);
    // the build says which call failed and what it went without, as warnings
    const named = linesNamingTheCall(output);
    expect(named.length).toBeGreaterThan(0);
    expect(named.map((line) => line.level)).toEqual(named.map(() => 'warn'));
    expect(output).toContain('Home blogs could not be loaded during the build: the page is built without it and rendered again within minutes');

    // the stored page: every other section, no blog; rendered again within minutes, not the catalogue's hour
    const shell = fs.readFileSync(path.join(DIST, 'server/app/index.html'), 'utf8');
    expect(sections(shell)).toEqual({ banners: true, productLines: true, offers: true, brands: true, blogCards: false });
    const manifest = JSON.parse(fs.readFileSync(path.join(DIST, 'prerender-manifest.json'), 'utf8')) as {
      routes: Record<string, { initialRevalidateSeconds?: number }>;
    };
    expect(manifest.routes['/']?.initialRevalidateSeconds).toBeLessThanOrEqual(300);

    // served by the instance server once the backend answers again: every other section at once,
    // the blog as soon as the page is rendered again (on this shared cache the first request renders
    // it; the webhook makes a stored copy stale for the case it does not)
    proxy.hanging = false;
    const instance = await cluster.startInstance('H', clusterPort(42), { API_URL: proxy.url, UPSTREAM_TIMEOUT_MS, NEXT_DIST_DIR: DIST });
    const home = await fetch(`${instance.url}/`);
    expect(home.status).toBe(200);
    expect(sections(await home.text())).toEqual({ banners: true, productLines: true, offers: true, brands: true, blogCards: expect.any(Boolean) as boolean });
    await expireBlogTag(instance.url);
    expect(await homeUntil(instance.url, (seen) => seen.blogCards)).toEqual({ banners: true, productLines: true, offers: true, brands: true, blogCards: true });

    // the blog call hangs again and the blog tag is revalidated (the shared page cache drops the
    // page): the page rendered again is stored with every other section, not without all of them
    // as before, and not as an error page
    proxy.hanging = true;
    const askedBefore = proxy.asked;
    const logOffset = fs.readFileSync(instance.log, 'utf8').length;
    await expireBlogTag(instance.url);
    for (let i = 0; i < 3; i += 1) {
      const after = await fetch(`${instance.url}/`);
      expect({ status: after.status, seen: sections(await after.text()) }).toEqual({
        status: 200,
        seen: { banners: true, productLines: true, offers: true, brands: true, blogCards: false },
      });
    }
    expect(proxy.asked).toBeGreaterThan(askedBefore);
    // one warn line names the call (the page was rendered once and then served from the cache)
    const since = logSince(instance.log, logOffset);
    expect(linesNamingTheCall(since).map((line) => line.level)).toEqual(['warn']);
    expect(since).toContain(
      'Home blogs could not be loaded while its page was rendered to be stored: the page is stored without it and rendered again within minutes',
    );
  },
  BUILD_DEADLINE_MS + 120_000,
);
