import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { writeEdgeConfig, type EdgeConfig } from './nginx-config';

/** Debian's nginx binary (package `nginx`). */
export const NGINX_BINARY = '/usr/sbin/nginx';

export interface EdgeProcess {
  child: ChildProcess;
  /** the edge's own files: config, pid, error.log, access.log, cache/ */
  prefix: string;
  /** Stops nginx (fast shutdown) and waits for it to exit. */
  stop(): Promise<void>;
}

/**
 * nginx needs no privileges on a port above 1023, so root runs it as www-data (the user Debian's
 * nginx package uses), else nobody; anyone else runs it as themselves.
 */
export function edgeUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  for (const name of ['www-data', 'nobody']) {
    const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
    if (uid.status === 0 && gid.status === 0) return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  }
  throw new Error('Running as root and found no unprivileged user (www-data or nobody) to run nginx as');
}

function chownTree(dir: string, user: { uid: number; gid: number }): void {
  fs.chownSync(dir, user.uid, user.gid);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) chownTree(file, user);
    else fs.chownSync(file, user.uid, user.gid);
  }
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(socket.destroy() !== undefined));
    socket.once('error', () => resolve(false));
  });

/** Resolves once nginx accepts connections on `port`; rejects with its error log when it exits first. */
async function waitUntilListening(child: ChildProcess, port: number, errorLog: string): Promise<void> {
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => {
      const words = fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8').trim().slice(-2000) : '';
      reject(new Error(`nginx exited with ${code} before it listened on ${port}:\n${words}`));
    }),
  );
  exited.catch(() => undefined);
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (await Promise.race([accepts(port), exited])) return;
    await Promise.race([new Promise((r) => setTimeout(r, 50)), exited]);
  }
  throw new Error(`nginx did not listen on ${port} within 15 s`);
}

/**
 * Writes the edge's config into `config.prefix` and runs Debian's nginx in the foreground with it,
 * unprivileged, touching nothing outside the prefix; resolves once it listens.
 */
export async function runEdge(config: EdgeConfig, stdio: 'inherit' | 'ignore' = 'ignore'): Promise<EdgeProcess> {
  if (!fs.existsSync(NGINX_BINARY)) {
    throw new Error(`nginx not found at ${NGINX_BINARY}: install Debian's package (apt-get install nginx); npm run edge and npm test do it when missing`);
  }
  const file = writeEdgeConfig(config);
  const user = edgeUser();
  if (user) chownTree(config.prefix, user);
  const errorLog = path.join(config.prefix, 'error.log');
  // its own process group, so an owner that must kill it (tests/support/server-guard.ts) takes the workers too
  const child = spawn(NGINX_BINARY, ['-p', config.prefix, '-c', file, '-e', errorLog, '-g', 'daemon off;'], { stdio, detached: true, ...user });
  await waitUntilListening(child, config.port, errorLog);
  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    await exited;
  };
  return { child, prefix: config.prefix, stop };
}
