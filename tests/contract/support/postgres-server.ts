import { spawn, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { freePort } from '../../support/free-port';

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
  /** Stops it as an outage does (fast shutdown: open connections are ended), keeping data and port for `resume`. */
  halt: () => Promise<void>;
  /** Starts the halted server again on the same port with the same data. */
  resume: () => Promise<void>;
  /** A restart as an operator does it (`pg_ctl restart -m fast`): every connection is ended; it answers again when this returns. */
  restart: () => Promise<void>;
  /** Stops it and removes its directory. */
  stop: () => void;
}

const SUPERUSER = 'postgres';

/** Directory of the newest installed server's binaries (initdb, pg_ctl, createdb), or a clear error. */
export function serverBinDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, 'bin/initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return path.join(root, versions[0], 'bin');
  throw new Error(
    "PostgreSQL server not found (no /usr/lib/postgresql/*/bin/initdb): install Debian's package with " +
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
    'while kill -0 "$1" 2>/dev/null && [ -d "$2" ]; do sleep 1; done; ' + '[ -d "$2" ] || exit 0; shift 2; cd /; "$@" >/dev/null 2>&1; rm -rf "$0"';
  const child = spawn('sh', ['-c', script, dir, String(process.pid), dir, stopCmd, ...stopArgs], { detached: true, stdio: 'ignore' });
  child.unref();
}

// on globalThis: jest may load global setup and teardown as separate module instances in one process
type Running = Map<string, { bin: string; dir: string }>;
type GlobalWithServer = typeof globalThis & { __contractPostgres?: Running };
const state = globalThis as GlobalWithServer;

function running(): Running {
  return (state.__contractPostgres ??= new Map());
}

function stopOne(dir: string): void {
  const server = running().get(dir);
  if (!server) return;
  running().delete(dir);
  stopSync(server.bin, server.dir);
}

function stopRunning(): void {
  for (const dir of [...running().keys()]) stopOne(dir);
}

function onSignal(signal: NodeJS.Signals): void {
  stopRunning();
  process.exit(128 + (os.constants.signals[signal] ?? 0));
}

function listenForExit(): void {
  if (process.listeners('exit').includes(stopRunning)) return;
  process.once('exit', stopRunning);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, onSignal);
}

/** pg_ctl on one server's data directory, port and options; throws with its own words when it fails. */
function pgCtl(bin: string, dir: string, args: readonly string[], options: string): SpawnSyncReturns<string> {
  const log = path.join(dir, 'server.log');
  return runSync(path.join(bin, 'pg_ctl'), [...args, '-D', path.join(dir, 'data'), '-w', '-t', '60', '-l', log, '-o', options], dir);
}

/**
 * pg_ctl without blocking this process: the clients under test must see their connections end
 * while it runs (spawnSync would hold their socket events until it returns).
 */
function pgCtlAsync(bin: string, dir: string, args: readonly string[], options: string): Promise<void> {
  const log = path.join(dir, 'server.log');
  const [cmd, cmdArgs] = asServerUser(path.join(bin, 'pg_ctl'), [...args, '-D', path.join(dir, 'data'), '-w', '-t', '60', '-l', log, '-o', options]);
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, cmdArgs, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`pg_ctl ${args.join(' ')} failed:\n${stderr}`))));
  });
}

function control(bin: string, dir: string, port: number, options: string): PostgresServer {
  const must = (args: readonly string[]) => pgCtlAsync(bin, dir, args, options);
  return {
    dir,
    port,
    url: (database) => `postgres://${SUPERUSER}@127.0.0.1:${port}/${database}`,
    halt: () => must(['stop', '-m', 'fast']),
    resume: () => must(['start']),
    restart: () => must(['restart', '-m', 'fast']),
    stop: () => stopOne(dir),
  };
}

/**
 * Runs one statement on a connection of its own to `url`, closed after: CREATE and DROP DATABASE,
 * which cannot run inside the database they act on, go to a server's maintenance database.
 */
export async function runStatement(url: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Initialises and starts a fresh server (one process may run several); throws with the server's own words if it cannot. */
export async function startPostgresServer(): Promise<PostgresServer> {
  const bin = serverBinDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-postgres-'));
  if (process.getuid?.() === 0) {
    const owner = spawnSync('chown', [SUPERUSER, dir]);
    if (owner.status !== 0) throw new Error(`chown ${SUPERUSER} ${dir} failed: is there a '${SUPERUSER}' user (Debian's postgresql package creates it)?`);
  }
  running().set(dir, { bin, dir });
  listenForExit();
  startWatchdog(bin, dir);
  const data = path.join(dir, 'data');
  const init = runSync(
    path.join(bin, 'initdb'),
    ['-D', data, '-U', SUPERUSER, '--auth=trust', '--locale=C.UTF-8', '-E', 'UTF8', '--no-sync', '--no-instructions'],
    dir,
  );
  if (init.status !== 0) {
    stopOne(dir);
    throw new Error(`initdb failed:\n${init.stderr}`);
  }
  // a free port can be taken between the probe and the server's bind; try a few
  for (let attempt = 0; attempt < 5; attempt++) {
    const port = await freePort();
    const options = `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    const start = pgCtl(bin, dir, ['start'], options);
    if (start.status === 0) return control(bin, dir, port, options);
    const log = fs.existsSync(path.join(dir, 'server.log')) ? fs.readFileSync(path.join(dir, 'server.log'), 'utf8') : '';
    if (!/could not bind|Address already in use/.test(log)) {
      stopOne(dir);
      throw new Error(`Starting PostgreSQL failed:\n${start.stderr}\n${log}`);
    }
  }
  stopOne(dir);
  throw new Error('Starting PostgreSQL failed: no free port after 5 attempts');
}

/** Stops every server this process started, if any, and removes their directories. */
export function stopPostgresServer(): void {
  stopRunning();
  process.removeListener('exit', stopRunning);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.removeListener(signal, onSignal);
}
