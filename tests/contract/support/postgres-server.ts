import { spawn, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A throw-away PostgreSQL server for the contract tests: Debian's `postgresql` package run as
 * an unprivileged user on a private port, with its data and socket in its own temporary
 * directory, and the byte-order `C.UTF-8` locale on purpose (the locale the shop must not
 * depend on). It is stopped by `stopPostgresServer`, on process exit, on SIGINT/SIGTERM/SIGHUP,
 * and by a watchdog when the owning process dies without running any of those.
 */

export interface PostgresServer {
  /** Temporary directory holding data, socket and log; removed on stop. */
  dir: string;
  port: number;
  /** URL of a database on this server, `postgres://postgres@127.0.0.1:port/<database>`. */
  url: (database: string) => string;
}

const SUPERUSER = 'postgres';

/** Directory of the newest installed server's binaries (initdb, pg_ctl), or a clear error. */
function serverBinDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, 'bin/initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return path.join(root, versions[0], 'bin');
  throw new Error(
    'PostgreSQL server not found (no /usr/lib/postgresql/*/bin/initdb): install Debian\'s package with ' +
      '`apt-get install postgresql` (scripts/test.sh does it when missing). The contract tests run on it and on PGlite.',
  );
}

/** PostgreSQL refuses to run as root, so root runs it as the `postgres` user the Debian package creates. */
function asServerUser(command: string, args: readonly string[]): [string, string[]] {
  if (process.getuid?.() !== 0) return [command, [...args]];
  return ['runuser', ['-u', SUPERUSER, '--', command, ...args]];
}

function runSync(command: string, args: readonly string[], cwd: string): SpawnSyncReturns<string> {
  const [cmd, cmdArgs] = asServerUser(command, args);
  return spawnSync(cmd, cmdArgs, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** A port nothing listens on now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Stops the server (fast shutdown, waiting for it) and removes its directory; synchronous so it also works in an exit handler. */
function stopSync(bin: string, dir: string): void {
  const data = path.join(dir, 'data');
  if (fs.existsSync(path.join(data, 'postmaster.pid'))) runSync(path.join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'fast', '-w'], dir);
  fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * Polls the owning process every second; when it is gone (killed without exit handlers) it
 * stops the server and removes the directory. It ends by itself once the directory is removed.
 */
function startWatchdog(bin: string, dir: string): void {
  const [stopCmd, stopArgs] = asServerUser(path.join(bin, 'pg_ctl'), ['stop', '-D', path.join(dir, 'data'), '-m', 'fast', '-w']);
  const script =
    'while kill -0 "$1" 2>/dev/null && [ -d "$2" ]; do sleep 1; done; ' +
    '[ -d "$2" ] || exit 0; shift 2; cd /; "$@" >/dev/null 2>&1; rm -rf "$0"';
  const child = spawn('sh', ['-c', script, dir, String(process.pid), dir, stopCmd, ...stopArgs], { detached: true, stdio: 'ignore' });
  child.unref();
}

// on globalThis: jest may load global setup and teardown as separate module instances in one process
type GlobalWithServer = typeof globalThis & { __contractPostgres?: { bin: string; dir: string } };
const state = globalThis as GlobalWithServer;

function stopRunning(): void {
  const server = state.__contractPostgres;
  if (!server) return;
  state.__contractPostgres = undefined;
  stopSync(server.bin, server.dir);
}

function onSignal(signal: NodeJS.Signals): void {
  stopRunning();
  process.exit(128 + (os.constants.signals[signal] ?? 0));
}

/** Initialises and starts a fresh server; throws with the server's own words if it cannot. */
export async function startPostgresServer(): Promise<PostgresServer> {
  if (state.__contractPostgres) throw new Error('A contract PostgreSQL server is already running in this process');
  const bin = serverBinDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-postgres-'));
  if (process.getuid?.() === 0) {
    const owner = spawnSync('chown', [SUPERUSER, dir]);
    if (owner.status !== 0) throw new Error(`chown ${SUPERUSER} ${dir} failed: is there a '${SUPERUSER}' user (Debian's postgresql package creates it)?`);
  }
  state.__contractPostgres = { bin, dir };
  process.once('exit', stopRunning);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, onSignal);
  startWatchdog(bin, dir);
  const data = path.join(dir, 'data');
  const init = runSync(
    path.join(bin, 'initdb'),
    ['-D', data, '-U', SUPERUSER, '--auth=trust', '--locale=C.UTF-8', '-E', 'UTF8', '--no-sync', '--no-instructions'],
    dir,
  );
  if (init.status !== 0) {
    stopRunning();
    throw new Error(`initdb failed:\n${init.stderr}`);
  }
  // a free port can be taken between the probe and the server's bind; try a few
  for (let attempt = 0; attempt < 5; attempt++) {
    const port = await freePort();
    const options = `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    const start = runSync(path.join(bin, 'pg_ctl'), ['start', '-D', data, '-w', '-t', '60', '-l', path.join(dir, 'server.log'), '-o', options], dir);
    if (start.status === 0) return { dir, port, url: (database) => `postgres://${SUPERUSER}@127.0.0.1:${port}/${database}` };
    const log = fs.existsSync(path.join(dir, 'server.log')) ? fs.readFileSync(path.join(dir, 'server.log'), 'utf8') : '';
    if (!/could not bind|Address already in use/.test(log)) {
      stopRunning();
      throw new Error(`Starting PostgreSQL failed:\n${start.stderr}\n${log}`);
    }
  }
  stopRunning();
  throw new Error('Starting PostgreSQL failed: no free port after 5 attempts');
}

/** Stops the server this process started, if any, and removes its directory. */
export function stopPostgresServer(): void {
  stopRunning();
  process.removeListener('exit', stopRunning);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.removeListener(signal, onSignal);
}
