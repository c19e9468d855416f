import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Starts `next start` (of the app in `dir`, default the shop) on `port` with `env` and resolves once it answers. */
export async function startServer(port: number, env: NodeJS.ProcessEnv, logFile: string, dir = '.'): Promise<ChildProcess> {
  const log = fs.openSync(logFile, 'a');
  const child = spawn('node_modules/.bin/next', ['start', dir, '-p', String(port), '-H', '127.0.0.1'], {
    env,
    stdio: ['ignore', log, log],
    detached: true,
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/static-control.html`)).ok) return child;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`next start did not come up; see ${path.resolve(logFile)}`);
}

export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || !child.pid) return resolve();
    child.once('exit', () => resolve());
    process.kill(-child.pid, 'SIGTERM');
  });
}
