import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { Pool } from 'pg';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../lib/backend/seed/demo-customer';
import { run } from '../../scripts/lib/run';
import { runStatement } from '../contract/support/postgres-server';
import { productWithStock } from './support/invariants';
import { isRunning, signalProcess } from './support/processes';
import { CLUSTER_TEMPLATE_DB, clusterPort, clusterSetup, postgresUrl } from './support/setup-state';
import { customersReadyToOrder, ShopClient } from './support/shop-client';
import { forbiddenWrites, materialise, startFunction, writes } from './support/vercel-function';
import { installVercelNode, VERCEL_NODE } from './support/vercel-node';
import { functionsOf, type VercelFunction } from './support/vercel-output';

// Issue 49 item 5: `vercel build --prod` of a clean clone, as an operator builds offline with the
// exact CLI, on the suite's seeded PostgreSQL (the build prerenders catalogue pages from it); then the
// output is read as Vercel would deploy it (docs/deploying.md#vercel, docs/decisions/070-vercel.md).
// Build and functions run on the Node Vercel would use (VERCEL_NODE), not the suites' Node 20.
const VERCEL_CLI = 'vercel@58.10.0';
const DATABASE = 'storefront_vercel_build';
/** A production build of the whole shop on this shared two-core machine, then Vercel's packaging of it. */
const BUILD_WITHIN_MS = 40 * 60_000;
/** Settings a developer's shell or the suite may carry that would point the build elsewhere. */
const INHERITED_AWAY = ['API_URL', 'REDIS_URL', 'DATA_DIR', 'MEDIA_DIR', 'MAIL_DIR', 'NEXT_DIST_DIR', 'E2E_TEST_HOOKS', 'CLUSTER_SKIP_BUILD'];
const FONTS = ['node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf', 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'];

let clone: string;
let functions: VercelFunction[];
let buildLog: string;
/** VERCEL_NODE's binary and the directory put first on PATH for the build and the functions */
let vercelNode: { binDir: string; node: string };

/** The commit under test, checked out alone: what is not committed is not in it. */
function cleanClone(into: string): void {
  const commit = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
  execFileSync('git', ['clone', '--quiet', '--no-checkout', process.cwd(), into]);
  execFileSync('git', ['-C', into, 'checkout', '--quiet', '--detach', commit]);
  // the lockfile's packages as `npm ci` installed them here, linked rather than fetched again: the
  // build must not need the network, and npm's own install is not what is under test
  execFileSync('cp', ['-al', 'node_modules', path.join(into, 'node_modules')]);
}

/** What `vercel link` + `vercel pull` would write, offline: the project's settings, so the CLI asks nothing. */
function writeProjectSettings(root: string): void {
  fs.mkdirSync(path.join(root, '.vercel'));
  // no nodeVersion: `engines` decides, as docs/deploying.md#vercel says
  const settings = { framework: 'nextjs', installCommand: '', buildCommand: null, outputDirectory: null, rootDirectory: null };
  fs.writeFileSync(path.join(root, '.vercel/project.json'), JSON.stringify({ projectId: 'prj_offline', orgId: 'team_offline', settings }));
}

beforeAll(async () => {
  const { work, siteUrl } = clusterSetup();
  vercelNode = await installVercelNode(path.join(work, 'vercel-node'));
  clone = path.join(work, 'vercel-clone');
  cleanClone(clone);
  writeProjectSettings(clone);
  await runStatement(postgresUrl('postgres'), `CREATE DATABASE ${DATABASE} TEMPLATE ${CLUSTER_TEMPLATE_DB}`);
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of INHERITED_AWAY) delete env[name];
  Object.assign(env, {
    // `npx`, the CLI and `next build` are all started as `node` from PATH
    PATH: `${vercelNode.binDir}:${process.env.PATH}`,
    DATABASE_URL: postgresUrl(DATABASE),
    SITE_URL: siteUrl ?? 'https://shop.example.sk',
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    VERCEL_TELEMETRY_DISABLED: '1',
    // the CLI's update check is its one call out; nothing else in the build reaches the network
    NO_UPDATE_NOTIFIER: '1',
  });
  const logFile = path.join(work, 'vercel-build.log');
  const log = fs.openSync(logFile, 'w');
  try {
    await run('npx', ['--yes', VERCEL_CLI, 'build', '--prod', '--yes'], { cwd: clone, env, stdio: ['ignore', log, log] });
  } finally {
    fs.closeSync(log);
    buildLog = fs.readFileSync(logFile, 'utf8');
  }
  functions = functionsOf(path.join(clone, '.vercel/output'));
}, BUILD_WITHIN_MS);

test('vercel build --prod of a clean clone succeeds, its functions on the Node 22.x engines allows', () => {
  expect(buildLog).toContain('Build Completed');
  expect(functions.length).toBeGreaterThan(0);
  for (const fn of functions.filter((f) => f.runtime !== 'edge')) expect(fn.runtime).toBe(VERCEL_NODE.runtime);
});

test('the function that serves /admin/v1 (invoice PDFs) holds both DejaVu fonts', () => {
  const api = functions.find((f) => f.routes.some((route) => route.startsWith('admin/v1/')));
  expect(api).toBeDefined();
  for (const font of FONTS) expect(api!.files).toContain(font);
  for (const font of FONTS) expect(fs.statSync(api!.fileOnDisk(font)).size).toBeGreaterThan(100_000);
});

test('the outbox cron route is a function, run at each call, and Vercel calls it on a schedule', () => {
  const config = JSON.parse(fs.readFileSync(path.join(clone, '.vercel/output/config.json'), 'utf8')) as { crons?: { path: string; schedule: string }[] };
  expect(config.crons).toEqual([{ path: '/api/cron/outbox', schedule: '*/5 * * * *' }]);
  expect(functions.some((f) => f.routes.includes('api/cron/outbox'))).toBe(true);
  // Vercel serves a prerendered route's stored answer without calling its function
  expect(fs.existsSync(path.join(clone, '.vercel/output/functions/api/cron/outbox.prerender-config.json'))).toBe(false);
});

describe('the functions, run as Vercel runs them (own directory only, minimal mode, waitUntil)', () => {
  const CRON_SECRET = 'cron-secret-of-the-vercel-test-0123';
  const api = { url: `http://127.0.0.1:${clusterPort(0)}` };
  const cron = { url: `http://127.0.0.1:${clusterPort(1)}` };
  const started: { process: ChildProcess; root: string; trace: string; log: string }[] = [];
  let sql: Pool;

  /** Resolves once the function answers at `url`; throws with its log when it exits first. */
  async function answering(url: string, child: ChildProcess, logFile: string): Promise<void> {
    for (;;) {
      const up = await fetch(url).then(
        () => true,
        () => false,
      );
      if (up) return;
      if (!isRunning(child)) throw new Error(`the function at ${url} exited:\n${fs.readFileSync(logFile, 'utf8')}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  beforeAll(async () => {
    const { work } = clusterSetup();
    sql = new Pool({ connectionString: postgresUrl(DATABASE), max: 1 });
    const env: NodeJS.ProcessEnv = {
      PATH: `${vercelNode.binDir}:${process.env.PATH}`,
      NODE_ENV: 'production',
      VERCEL: '1',
      DATABASE_URL: postgresUrl(DATABASE),
      CRON_SECRET,
      SITE_URL: api.url,
      // DATA_DIR stays unset: its Vercel default, /tmp/storefront-data, is what is under test. Here the
      // two functions (and earlier runs) share it, where Vercel gives each function its own /tmp.
    };
    const serving = (route: string) => functions.find((f) => f.routes.some((r) => r === route || r.startsWith(`${route}/`)))!;
    // each probed on a path it serves: Vercel routes only those to it (`/` fails inside it and never answers)
    for (const [origin, fn, probe] of [
      [api, serving('admin/v1'), '/admin/v1/sign/user'],
      [cron, serving('api/cron/outbox'), '/api/cron/outbox'],
    ] as const) {
      const root = path.join(work, `vercel-function-${started.length}`);
      materialise(fn, root);
      const trace = `${root}.strace`;
      const port = Number(new URL(origin.url).port);
      const log = `${root}.log`;
      const child = startFunction(vercelNode.node, root, port, env, trace, log);
      started.push({ process: child, root, trace, log });
      await answering(`${origin.url}${probe}`, child, log);
    }
  }, 120_000);

  afterAll(async () => {
    for (const { process: child } of started) await signalProcess(child, 'SIGKILL');
    await sql?.end();
  });

  test(`both run on Node ${VERCEL_NODE.major}, as Vercel would run them`, () => {
    for (const { log } of started) expect(fs.readFileSync(log, 'utf8')).toContain(`function listening on Node v${VERCEL_NODE.major}.`);
  });

  test('the /admin/v1 function signs a customer in and renders an invoice PDF with its fonts', async () => {
    const customer = new ShopClient(DEMO_EMAIL);
    expect((await customer.signIn(api, DEMO_PASSWORD)).status).toBe(200);
    const list = await customer.call(api, 'GET', '/admin/v1/customer/invoices/1/0');
    const [invoice] = (list.body?.invoices ?? []) as { invoice_url: string }[];
    expect(invoice).toBeDefined();
    const pdf = await fetch(`${api.url}${invoice!.invoice_url}`, { headers: { Cookie: customer.cookieHeader() } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // the embedded font subset names the face the shop registered
    expect(bytes.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans/);
  });

  test('an order placed there has its confirmation mail sent after the response (after(), waitUntil)', async () => {
    const product = await productWithStock(sql, 100);
    const [{ customer, basket }] = (await customersReadyToOrder([api], 1, product)) as [Awaited<ReturnType<typeof customersReadyToOrder>>[number]];
    expect((await customer.placeOrder(api, basket)).status).toBe(200);
    const sent = async () =>
      (
        await sql.query<{ sent: boolean }>(`SELECT sent_at IS NOT NULL AS sent FROM mail_outbox WHERE to_address = $1 AND kind = 'order-placed'`, [
          customer.email,
        ])
      ).rows[0]?.sent;
    while (!(await sent())) await new Promise((resolve) => setTimeout(resolve, 200));
  });

  test('the cron function refuses a call without CRON_SECRET and sends a mail due for its retry with it', async () => {
    // a mail whose first sending failed, as the outbox keeps it for its retry
    const { rows } = await sql.query<{ id: number }>(
      `INSERT INTO mail_outbox (to_address, subject, kind, text_body, attempts, error) VALUES ($1, 'Objednávka', 'order-placed', 'Ďakujeme', 1, 'SMTP timeout') RETURNING id`,
      ['retry@firma-test.sk'],
    );
    expect((await fetch(`${cron.url}/api/cron/outbox`)).status).toBe(401);
    const answer = await fetch(`${cron.url}/api/cron/outbox`, { headers: { Authorization: `Bearer ${CRON_SECRET}` } });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ success: true, sent: { mail: expect.any(Number) } });
    const retried = await sql.query<{ sent: boolean }>('SELECT sent_at IS NOT NULL AS sent FROM mail_outbox WHERE id = $1', [rows[0]!.id]);
    expect(retried.rows[0]?.sent).toBe(true);
  });

  test("nothing they ran wrote into a function's own directory or outside /tmp", async () => {
    for (const { process: child } of started) await signalProcess(child, 'SIGTERM');
    for (const { root, trace } of started) expect(forbiddenWrites(trace, root)).toEqual([]);
    // the traces do see writes: each function's mail, as an .eml file in DATA_DIR's Vercel default
    for (const { root, trace } of started) expect(writes(trace, root).some((p) => p.startsWith('/tmp/storefront-data/mail/') && p.endsWith('.eml'))).toBe(true);
  });
});
