/**
 * Where a signed-in visit's time goes between LCP and the prices: one line per visit with the
 * early page call's answer, each React commit (a stand-in DevTools hook counts them), each
 * customer chunk's arrival and the first frames showing a price and the add-to-cart row, all in ms
 * since navigation start. Diagnosis only, not a budget: `npx tsx tests/bench/paint-trace.ts <base URL> [route] [visits]`.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../support/chromium';
import { PAINT_PROBE_SCRIPT, type PaintProbe } from './paint-probe';

// React calls the DevTools hook after every commit
const COMMIT_HOOK = `(() => {
  const commits = (window.__commits = []);
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(), inject() { return 1; }, checkDCE() {},
    onScheduleFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
    onCommitFiberRoot() { commits.push(Math.round(performance.now())); },
  };
})();`;

interface Trace {
  probe: PaintProbe;
  commits: number[];
  resources: Array<{ name: string; start: number; end: number; size: number }>;
}

async function visit(base: string, route: string, visits: number) {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    for (let run = 0; run < visits; run += 1) {
      const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
      const answer = await context.request.post('/admin/v1/sign/in', {
        data: { email: 'demo@securitech.sk', password: 'Demo1234!' },
        headers: { Origin: base },
      });
      if (!answer.ok()) throw new Error(`sign-in answered ${answer.status()}`);
      for (const cache of ['cold', 'warm']) {
        const page = await context.newPage();
        await page.addInitScript(COMMIT_HOOK);
        await page.addInitScript(PAINT_PROBE_SCRIPT);
        await page.goto(base + route, { waitUntil: 'load' });
        await page.waitForFunction('(() => { const p = window.__paintProbe; return p && p.price !== null && p.cart !== null; })()', null, { timeout: 20_000 });
        const trace = (await page.evaluate(`({
          probe: window.__paintProbe,
          commits: window.__commits,
          resources: performance.getEntriesByType('resource')
            .filter((e) => /chunks|admin\\/v1/.test(e.name))
            .map((e) => ({ ...e.toJSON(), name: e.name.replace(/^.*(chunks|admin\\/v1)\\//, '$1/') }))
            .map((e) => ({ name: e.name, start: Math.round(e.startTime), end: Math.round(e.responseEnd), size: e.transferSize })),
        })`)) as Trace;
        await page.close();
        const p = trace.probe;
        const call = trace.resources.find((r) => r.name.includes('customer/page'));
        const lastChunk = Math.max(...trace.resources.filter((r) => /\.js(\?|$)/.test(r.name)).map((r) => r.end));
        console.log(
          `${cache} run ${run}: lcp ${Math.round(p.lcp)} price ${Math.round(p.price!)} cart ${Math.round(p.cart!)} Δ ${Math.round(Math.max(p.price!, p.cart!) - p.lcp)}` +
            ` | page call ${call ? `${call.start}→${call.end}` : '—'} | last chunk ${lastChunk}` +
            ` | commits ${trace.commits.join(' ')}`,
        );
        if (process.env.TRACE_CHUNKS) for (const r of trace.resources) console.log(`   ${r.start}→${r.end} ${r.size}B ${r.name}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

const [base, route = '/', visits = '5'] = process.argv.slice(2);
if (base) void visit(base.replace(/\/$/, ''), route, Number(visits));
