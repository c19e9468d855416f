import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no multi-process lock: two processes on one data directory silently
 * lose writes. This exclusive lock file (holding the owner's pid) makes the second
 * process stop with a clear message instead. A lock left by a dead process is taken over.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `The database in ${dataDir} is in use by process ${ownerPid} (is the shop or \`npm run backend\` running?). ` +
        'Stop that process first, or point DATA_DIR at another directory.',
    );
    this.name = 'DataDirLockedError';
  }
}

const LOCK_NAME = 'storefront.lock';

/** Whether process `pid` runs (EPERM: it does, as another user). */
export function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock on `dataDir` for this process; returns a function that releases it. */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_NAME);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      const release = () => {
        // a process that opens and closes databases often (tests) must not pile up exit listeners
        process.removeListener('exit', release);
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (owner === process.pid) return () => undefined;
      if (Number.isInteger(owner) && processIsAlive(owner)) throw new DataDirLockedError(dataDir, owner);
      fs.rmSync(lockPath, { force: true }); // stale: its owner died without releasing
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
