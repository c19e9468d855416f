import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { instanceServerArgs } from '../../scripts/lib/instance-bundle';

/** Starts `next start` (of the app in `dir`, default the shop) on `port` with `env` and resolves once it answers. */
export function startServer(port: number, env: NodeJS.ProcessEnv, logFile: string, dir = '.'): Promise<ChildProcess> {
  return started(['node_modules/.bin/next', 'start', dir, '-p', String(port), '-H', '127.0.0.1'], port, env, logFile);
}

/** Starts the shop's instance server, what `npm start` runs (scripts/server.ts), on `port` and resolves once it answers. */
export function startInstanceServer(port: number, env: NodeJS.ProcessEnv, logFile: string): Promise<ChildProcess> {
  return started([process.execPath, ...instanceServerArgs(), '-p', String(port), '-H', '127.0.0.1', '--memory-report'], port, env, logFile);
}

async function started([command, ...args]: string[], port: number, env: NodeJS.ProcessEnv, logFile: string): Promise<ChildProcess> {
  const log = fs.openSync(logFile, 'a');
  const child = spawn(command!, args, { env, stdio: ['ignore', log, log], detached: true });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/static-control.html`)).ok) return child;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${command} did not come up; see ${path.resolve(logFile)}`);
}

export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || !child.pid) return resolve();
    child.once('exit', () => resolve());
    process.kill(-child.pid, 'SIGTERM');
  });
}
