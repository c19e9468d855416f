/**
 * Runs the Playwright suite against a production build on a fresh database, twice:
 * 1. embedded: the instance server (scripts/server.ts, what `npm start` runs) answers /admin/v1 with
 *    the embedded backend in process;
 * 2. proxied: `npm run backend` serves the backend alone and the instance server reaches it via API_URL,
 *    so the proxy path is tested end to end against a separate process.
 * Each at one viewport (projectArgs below): embedded at 390 px, proxied at 1280 px.
 * Set E2E_SKIP_BUILD=1 to reuse an existing build, E2E_MODES=embedded to run one mode.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { instanceServerArgs } from './lib/instance-bundle';
import { TSX, prepareData, run } from './lib/run';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-e2e-'));
const template = path.join(work, 'template');
const children: ChildProcess[] = [];
// Prerendered pages carry SITE_URL from the build, so build and both runs share one public origin.
// E2E_PORT moves every port, so parallel worktrees can run their suites side by side.
const BASE_PORT = Number(process.env.E2E_PORT || 3210);
const SITE_URL = `http://127.0.0.1:${BASE_PORT}`;
/** The proxied mode's backend; E2E_BACKEND_PORT keeps it inside a worktree's own port range. */
const BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT || BASE_PORT + 1000);
/** Longer than the longest test (90 s), so no idle keep-alive connection is closed during one. */
const KEEP_ALIVE_MS = 120_000;

function start(command: string, args: string[], env: NodeJS.ProcessEnv, name: string): ChildProcess {
  const log = fs.openSync(path.join(work, `${name}.log`), 'a');
  const child = spawn(command, args, { env, stdio: ['ignore', log, log], detached: true });
  children.push(child);
  return child;
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || !child.pid) return resolve();
    child.once('exit', () => resolve());
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      resolve();
    }
  });
}

async function waitFor(url: string, child: ChildProcess, name: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  const log = fs.readFileSync(path.join(work, `${name}.log`), 'utf8');
  throw new Error(`${name} did not come up at ${url}\n${log.slice(-3000)}`);
}

/**
 * Refuses a port something already listens on. The suite would otherwise test that process: its
 * own server fails to bind, but the readiness poll is answered by the stranger (a server an
 * interrupted run left behind answered a whole suite from a deleted build and data directory).
 */
function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(error.code === 'EADDRINUSE' ? `port ${port} is in use: stop what listens there (ss -ltnp | grep :${port}) or set E2E_PORT` : error.message),
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

function freshDataDir(name: string): string {
  const dir = path.join(work, name);
  fs.cpSync(template, dir, { recursive: true });
  return dir;
}

async function runSuite(mode: string, baseEnv: NodeJS.ProcessEnv, port: number, backendPort?: number) {
  const dataDir = freshDataDir(`data-${mode}`);
  const env: NodeJS.ProcessEnv = { ...baseEnv, DATA_DIR: dataDir };
  let backend: ChildProcess | undefined;
  await assertPortFree(port);
  if (backendPort) {
    await assertPortFree(backendPort);
    backend = start(TSX[0], [TSX[1], 'scripts/backend.ts'], { ...env, PORT: String(backendPort) }, `backend-${mode}`);
    await waitFor(`http://127.0.0.1:${backendPort}/admin/v1/sign/user`, backend, `backend-${mode}`);
    env.API_URL = `http://127.0.0.1:${backendPort}`;
    env.DATA_DIR = path.join(work, `unused-${mode}`); // the storefront must not touch the backend's data
  }
  // Playwright's request context keeps its connections open without a limit of its own; Node closes
  // an idle one after 5 s, and a request sent on it at that moment fails with ECONNRESET. Idle
  // connections live longer than any test here, so the server never closes one under a client.
  const keepAlive = ['--keepAliveTimeout', String(KEEP_ALIVE_MS)];
  const server = start(process.execPath, [...instanceServerArgs(), '-p', String(port), '-H', '127.0.0.1', ...keepAlive], env, `next-${mode}`);
  try {
    await waitFor(`http://127.0.0.1:${port}/`, server, `next-${mode}`);
    // `/` is prerendered; a backend call shows the storefront can answer customers too.
    await waitFor(`http://127.0.0.1:${port}/admin/v1/sign/user`, server, `next-${mode}`);
    await run('node_modules/.bin/playwright', ['test', ...projectArgs(mode), ...process.argv.slice(2)], {
      env: {
        ...env,
        BASE_URL: `http://127.0.0.1:${port}`,
        E2E_MODE: mode,
        E2E_DATA_DIR: dataDir,
        E2E_JSON: `test-results/e2e-${mode}.json`,
      },
    });
  } finally {
    await stop(server);
    if (backend) await stop(backend);
  }
}

/**
 * The Playwright projects (playwright.config.ts) a mode runs, unless the command line names its own:
 * embedded at 390 px, proxied at 1280 px. Every spec runs at both widths and on both backend paths
 * (a layout does not depend on where the backend runs, nor the proxy path on the width) with half
 * the tests both passes at both widths ran (432 of 864). E2E_EMBEDDED_PROJECTS and
 * E2E_PROXIED_PROJECTS (comma-separated) bring the other width back.
 */
function projectArgs(mode: string): string[] {
  if (process.argv.some((arg) => arg.startsWith('--project'))) return [];
  const chosen = mode === 'proxied' ? process.env.E2E_PROXIED_PROJECTS || 'desktop-1280' : process.env.E2E_EMBEDDED_PROJECTS || 'mobile-390';
  return chosen.split(',').map((project) => `--project=${project}`);
}

async function main() {
  // E2E_TEST_HOOKS turns on the backend's test-only data hooks (lib/backend/handlers/test-hooks.ts);
  // REVALIDATE_SECRET opens /api/revalidate for the revalidation spec.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: template,
    SMTP_URL: '',
    SITE_URL,
    NEXT_TELEMETRY_DISABLED: '1',
    E2E_TEST_HOOKS: '1',
    // every cart, checkout and account test registers its own company from 127.0.0.1
    SIGN_UPS_PER_HOUR: '1000',
    REVALIDATE_SECRET: process.env.REVALIDATE_SECRET || 'e2e-revalidate-secret',
    // no load balancer to warn: a suite's servers stop as soon as it ends
    SHUTDOWN_DELAY_MS: '0',
  };
  delete env.API_URL;
  delete env.DATABASE_URL;
  console.log(`e2e: seeding a fresh database in ${template}`);
  await prepareData(env);
  if (!process.env.E2E_SKIP_BUILD) await run('node_modules/.bin/next', ['build'], { env });
  const modes = (process.env.E2E_MODES || 'embedded,proxied').split(',');
  let failed = false;
  for (const [i, mode] of modes.entries()) {
    try {
      await runSuite(mode, env, BASE_PORT + i, mode === 'proxied' ? BACKEND_PORT + i : undefined);
    } catch (error) {
      failed = true;
      console.error(`e2e (${mode}) failed:`, error instanceof Error ? error.message : error);
      keepServerLogs(mode);
    }
  }
  if (failed) process.exitCode = 1;
}

/** A failed suite keeps its servers' logs (the work dir is removed): a 500 is explained there, not in the browser. */
function keepServerLogs(mode: string) {
  const target = path.resolve('test-results/server-logs');
  fs.mkdirSync(target, { recursive: true });
  for (const name of [`next-${mode}`, `backend-${mode}`]) {
    const file = path.join(work, `${name}.log`);
    if (fs.existsSync(file)) fs.copyFileSync(file, path.join(target, `${name}.log`));
  }
  console.error(`e2e (${mode}): server logs kept in ${target}`);
}

async function cleanup() {
  await Promise.all(children.map(stop));
  if (!process.env.E2E_KEEP) fs.rmSync(work, { recursive: true, force: true });
}

// The servers run in their own process groups: stopped here when the run is interrupted, so none is left listening.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void cleanup().finally(() => process.exit(128 + os.constants.signals[signal])));

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(cleanup);
