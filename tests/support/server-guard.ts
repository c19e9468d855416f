import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

/**
 * Makes sure a server a test started (nginx, Redis…) never outlives the test process: it is
 * killed and its temporary directory removed on process exit, on SIGINT/SIGTERM/SIGHUP, and by a
 * detached watchdog when the owner dies without running any of those. `release()` hands the
 * server back once the owner stopped it itself.
 */

// on globalThis: jest may load global setup and teardown as separate module instances in one process
/** directory → pid, negative for a whole process group */
type Guarded = Map<string, number>;
const state = globalThis as typeof globalThis & { __guardedServers?: Guarded };
const guarded: Guarded = (state.__guardedServers ??= new Map());
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

function killAndRemove(pid: number, dir: string): void {
  try {
    process.kill(pid, 'SIGKILL'); // a negative pid kills the group
  } catch {
    // already gone
  }
  fs.rmSync(dir, { recursive: true, force: true });
}

function stopAll(): void {
  for (const [dir, pid] of guarded) killAndRemove(pid, dir);
  guarded.clear();
}

function onSignal(signal: NodeJS.Signals): void {
  stopAll();
  process.exit(128 + (os.constants.signals[signal] ?? 0));
}

/** Polls the owner every second; once it is gone, kills the server and removes the directory. */
function startWatchdog(pid: number, dir: string): void {
  const script = 'while kill -0 "$1" 2>/dev/null && [ -d "$2" ]; do sleep 1; done; [ -d "$2" ] || exit 0; kill -9 -- "$3" 2>/dev/null; rm -rf "$2"';
  spawn('sh', ['-c', script, 'server-watchdog', String(process.pid), dir, String(pid)], { detached: true, stdio: 'ignore', cwd: '/' }).unref();
}

/**
 * Guards the server `pid` whose files are in `dir`; returns `release`, to call after stopping it.
 * `group`: the server leads its own process group (spawned detached) and the whole group is
 * killed, e.g. nginx, whose workers outlive a master killed with SIGKILL.
 */
export function guardServer(pid: number, dir: string, options: { group?: boolean } = {}): () => void {
  const target = options.group ? -pid : pid;
  if (guarded.size === 0) {
    process.once('exit', stopAll);
    for (const signal of SIGNALS) process.once(signal, onSignal);
  }
  guarded.set(dir, target);
  startWatchdog(target, dir);
  return () => {
    if (!guarded.delete(dir) || guarded.size > 0) return;
    process.removeListener('exit', stopAll);
    for (const signal of SIGNALS) process.removeListener(signal, onSignal);
  };
}
