import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// One folder per server under test (its port), so suites of other worktrees never wait for these.
const folder = path.join(os.tmpdir(), `storefront-e2e-locks-${new URL(process.env.BASE_URL || 'http://127.0.0.1:3000').port}`);

function holderAlive(lock: string): boolean {
  try {
    process.kill(Number(fs.readFileSync(path.join(lock, 'pid'), 'utf8')), 0);
    return true;
  } catch {
    return false;
  }
}

function tryTake(lock: string): boolean {
  try {
    fs.mkdirSync(lock);
    fs.writeFileSync(path.join(lock, 'pid'), String(process.pid));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // a worker that died holding it (the pid file may still be being written: then it is alive)
    if (fs.existsSync(path.join(lock, 'pid')) && !holderAlive(lock)) fs.rmSync(lock, { recursive: true, force: true });
    return false;
  }
}

/** Resolves at the next change in the lock folder (a lock released), or at once when `lock` is already gone. */
function released(lock: string): Promise<void> {
  return new Promise((resolve) => {
    const watcher = fs.watch(folder, () => {
      watcher.close();
      resolve();
    });
    if (!fs.existsSync(lock)) {
      watcher.close();
      resolve();
    }
  });
}

/**
 * Runs `block` while no other Playwright worker runs a block of the same `name`: for tests that
 * switch something global on the server (a test hook making a call missing) and the tests that use
 * that call, which both projects run at the same time. Waits on file events, never on a timer.
 */
export async function exclusively<T>(name: string, block: () => Promise<T>): Promise<T> {
  fs.mkdirSync(folder, { recursive: true });
  const lock = path.join(folder, name);
  while (!tryTake(lock)) await released(lock);
  try {
    return await block();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}
