import fs from 'node:fs';
import path from 'node:path';
import { buildIsCurrent } from '../../scripts/lib/build-stamp';
import { nodeProcessesOfGroup } from '../bench/process-memory';
import { isRunning, signalProcess, startProcess } from './support/processes';
import { clusterPort, clusterSetup } from './support/setup-state';

// `npm start` as the README gives it, on the suite's build (issue 24 item 6): it seeds an empty
// DATA_DIR, does not build again, leaves npm and next-server only, and stops on npm's SIGTERM.
const PORT = clusterPort(9);
/** Settings a developer's shell or the suite may carry that would point the shop elsewhere (PGlite here). */
const INHERITED_AWAY = ['API_URL', 'DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'PORT', 'HOST', 'DATA_DIR', 'MEDIA_DIR', 'MAIL_DIR', 'E2E_TEST_HOOKS'];
/** A graceful stop with no load-balancer delay takes well under this (the last request, then the database). */
const STOP_WITHIN_MS = 5_000;

let dataDir: string;
let npmStart: ReturnType<typeof startProcess> | undefined;
const log = () => fs.readFileSync(path.join(dataDir, 'npm-start.log'), 'utf8');

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(clusterSetup().work, 'npm-start-'));
});
afterAll(async () => {
  if (npmStart) await signalProcess(npmStart, 'SIGKILL'); // the whole group, also when a check failed
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function answers(url: string): Promise<boolean> {
  return fetch(url).then(
    (r) => r.ok,
    () => false,
  );
}

test('npm start seeds an empty DATA_DIR, serves the current build without building, runs as npm + next-server and stops on SIGTERM', async () => {
  expect(buildIsCurrent()).toBe(true); // else npm start would build for minutes: the suite's build is of this commit
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of INHERITED_AWAY) delete env[name];
  const siteUrl = clusterSetup().siteUrl;
  Object.assign(env, { DATA_DIR: dataDir, SHUTDOWN_DELAY_MS: '0', NEXT_TELEMETRY_DISABLED: '1', ...(siteUrl ? { SITE_URL: siteUrl } : {}) });
  const child = startProcess('npm', ['start', '--', '-p', String(PORT), '-H', '127.0.0.1'], env, path.join(dataDir, 'npm-start.log'));
  npmStart = child;
  const base = `http://127.0.0.1:${PORT}`;
  // ready: the server answers and its database does (a guest's /admin/v1/sign/user is a 401, not ok)
  while (isRunning(child) && !(await answers(`${base}/api/ready`))) await new Promise((r) => setTimeout(r, 250));
  expect(isRunning(child)).toBe(true);
  expect((await fetch(`${base}/category/cctv`)).status).toBe(200);
  expect(log()).not.toContain('Building the shop');

  const running = nodeProcessesOfGroup(child.pid!)
    .map((p) => p.name.split(' ')[0])
    .sort();
  expect(running).toEqual(['next-server', 'npm']);

  const stopping = Date.now();
  process.kill(child.pid!, 'SIGTERM'); // npm alone, as a terminal or a process manager signals it: npm passes it on
  await new Promise<void>((resolve) => (isRunning(child) ? child.once('exit', () => resolve()) : resolve()));
  while (nodeProcessesOfGroup(child.pid!).length > 0 && Date.now() - stopping < STOP_WITHIN_MS) await new Promise((r) => setTimeout(r, 100));
  expect(nodeProcessesOfGroup(child.pid!)).toEqual([]);
  expect(Date.now() - stopping).toBeLessThan(STOP_WITHIN_MS);
  expect(log()).toContain('"msg":"stopped"');
});
