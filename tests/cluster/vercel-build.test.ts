import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { run } from '../../scripts/lib/run';
import { runStatement } from '../contract/support/postgres-server';
import { CLUSTER_TEMPLATE_DB, clusterSetup, postgresUrl } from './support/setup-state';
import { installVercelNode, VERCEL_NODE } from './support/vercel-node';
import { functionsOf, type VercelFunction } from './support/vercel-output';

// Issue 49 item 5: `vercel build --prod` of a clean clone, as an operator builds offline with the
// exact CLI, on the suite's seeded PostgreSQL (the build prerenders catalogue pages from it); then the
// output is read as Vercel would deploy it (docs/deploying.md#vercel, docs/decisions/070-vercel.md).
// The build runs on the Node Vercel would use (VERCEL_NODE), not the suites' Node 20.
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
/** VERCEL_NODE's binary and the directory put first on PATH for the build */
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
