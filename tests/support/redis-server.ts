import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';
import { guardServer } from './server-guard';

/**
 * A throw-away Redis/Valkey server for tests: Debian's `valkey-server` when installed, else
 * `redis-server`, run as an unprivileged user on a private port with its working directory
 * and log in its own temporary directory, with the configuration shipped in deploy/redis (nothing persisted). It is stopped by `stop()`, on
 * process exit, on SIGINT/SIGTERM/SIGHUP, and by a watchdog when the owning process dies
 * without running any of those (server-guard.ts).
 */

export interface RedisServer {
  /** `redis://127.0.0.1:<port>` */
  url: string;
  port: number;
  /** Temporary directory holding the server's working files and log; removed on stop. */
  dir: string;
  stop: () => Promise<void>;
}

const BINARIES = ['/usr/bin/valkey-server', '/usr/bin/redis-server'];

/** deploy/redis/storefront.conf: the tests run the server as the recipe tells operators to. */
const SHIPPED_CONFIG = path.resolve(__dirname, '../../deploy/redis/storefront.conf');

function serverBinary(): string {
  const found = BINARIES.find((file) => fs.existsSync(file));
  if (found) return found;
  throw new Error(
    "Redis server not found (no /usr/bin/valkey-server or /usr/bin/redis-server): install Debian's package with " +
      '`apt-get install redis-server` (scripts/test.sh does it when missing).',
  );
}

/** The server needs no privileges, so root runs it as the `redis` user the package creates, else `nobody`. */
function unprivilegedUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  for (const name of ['redis', 'valkey', 'nobody']) {
    const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
    if (uid.status === 0 && gid.status === 0) return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  }
  throw new Error('Running as root and found no unprivileged user (redis, valkey or nobody) to run the Redis server as');
}

/**
 * Resolves once the server logs that it accepts connections (it logs to stdout); rejects with
 * its own words when it exits first. Afterwards its output is discarded and it no longer keeps
 * the owning process alive (the exit handler and the watchdog stop it).
 */
function waitUntilReady(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer): void => {
      output += chunk.toString('utf8');
      if (!output.includes('Ready to accept connections')) return;
      for (const stream of [child.stdout, child.stderr]) {
        stream?.off('data', onData);
        stream?.resume();
        if (stream instanceof net.Socket) stream.unref();
      }
      child.off('exit', onExit);
      child.unref();
      resolve();
    };
    const onExit = (): void => reject(new Error(`Redis server exited before it was ready:\n${output}`));
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', onExit);
  });
}

async function startOnce(binary: string, dir: string, port: number): Promise<ChildProcess> {
  // the configuration shipped to operators (persistence off, keyspace events, bounded memory), then this run's own place
  const args = [SHIPPED_CONFIG, '--port', String(port), '--bind', '127.0.0.1', '--dir', dir];
  const child = spawn(binary, args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], ...unprivilegedUser() });
  await waitUntilReady(child);
  return child;
}

/**
 * Starts a fresh empty server on a free private port, or on `port` (to bring a stopped server
 * back where its clients look for it); throws with the server's own words if it cannot.
 */
export async function startRedisServer(options: { port?: number } = {}): Promise<RedisServer> {
  const binary = serverBinary();
  const user = unprivilegedUser();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-redis-'));
  if (user) fs.chownSync(dir, user.uid, user.gid);
  let lastError: unknown;
  // a free port can be taken between the probe and the server's bind; try a few
  for (let attempt = 0; attempt < (options.port ? 1 : 5); attempt++) {
    const port = options.port ?? (await freePort());
    try {
      const child = await startOnce(binary, dir, port);
      const release = guardServer(child.pid ?? 0, dir);
      let stopped = false;
      const stop = async (): Promise<void> => {
        if (stopped) return;
        stopped = true;
        if (child.exitCode === null && child.signalCode === null) {
          const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
          child.ref(); // keep the owner alive until the server is gone
          child.kill('SIGTERM');
          await exited;
        }
        release();
        fs.rmSync(dir, { recursive: true, force: true });
      };
      return { url: `redis://127.0.0.1:${port}`, port, dir, stop };
    } catch (error) {
      lastError = error;
      if (!/Address already in use/.test(String(error))) break;
    }
  }
  fs.rmSync(dir, { recursive: true, force: true });
  throw lastError instanceof Error ? lastError : new Error(`Starting the Redis server failed: ${String(lastError)}`);
}
