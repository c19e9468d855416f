import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';

/**
 * Long-running children of the cluster suite (instances, `npm run backend`), each the leader of
 * its own process group (detached), so stopping one also stops what it spawned, as scripts/e2e.ts
 * does. Every group still alive is killed when the test process exits, however it exits.
 */
const running = new Set<ChildProcess>();

function killGroup(child: ChildProcess, signal: NodeJS.Signals): boolean {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return false;
  try {
    process.kill(-child.pid, signal);
    return true;
  } catch {
    return false;
  }
}

// Registered while a child runs, removed with the last one: each test file loads this module again in
// the same Jest worker, and a listener per load would pile up on the one shared `process`.
function killAllOnExit(): void {
  for (const child of running) killGroup(child, 'SIGKILL');
}

function track(child: ChildProcess): void {
  if (running.size === 0) process.once('exit', killAllOnExit);
  running.add(child);
  child.once('exit', () => {
    running.delete(child);
    if (running.size === 0) process.removeListener('exit', killAllOnExit);
  });
}

/** Starts `command` in its own process group, stdout and stderr appended to `logFile`. */
export function startProcess(command: string, args: readonly string[], env: NodeJS.ProcessEnv, logFile: string): ChildProcess {
  const log = fs.openSync(logFile, 'a');
  const child = spawn(command, [...args], { env, stdio: ['ignore', log, log], detached: true });
  fs.closeSync(log);
  track(child);
  return child;
}

/** Sends `signal` to the child's group and resolves once the child has exited (at once if it already has). */
export function signalProcess(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    if (!killGroup(child, signal)) resolve();
  });
}

/** True while the child runs. */
export const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;
