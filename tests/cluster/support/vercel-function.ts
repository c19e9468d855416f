import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startProcess } from './processes';
import type { VercelFunction } from './vercel-output';

/**
 * Lays a function out as Vercel deploys it: its own directory with every file it holds (the copied
 * ones and those `filePathMap` names), and nothing else of the project, so a file it needs but was
 * not given is missing here as it would be there.
 */
export function materialise(fn: VercelFunction, dest: string): void {
  fs.mkdirSync(dest, { recursive: true });
  for (const file of fn.files) {
    const source = fn.fileOnDisk(file);
    const target = path.join(dest, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    // a link stays a link, as Vercel deploys it (Turbopack's aliases of external packages in .next/node_modules)
    if (fs.lstatSync(source).isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(source), target);
    else fs.copyFileSync(source, target);
  }
  fs.copyFileSync(path.join(fn.dir, '.vc-config.json'), path.join(dest, '.vc-config.json'));
}

/**
 * What Vercel's Node runtime does with a function, reduced to one HTTP server: loads its handler
 * (`___next_launcher.cjs`, which changes into the function's directory and runs Next in minimal
 * mode) and gives each request the request context whose `waitUntil` Next's after() uses.
 */
const HOST_SCRIPT = `
const http = require('node:http');
const path = require('node:path');
const [root, port] = process.argv.slice(2);
const config = require(path.join(root, '.vc-config.json'));
globalThis[Symbol.for('@vercel/request-context')] = { get: () => ({ waitUntil: (promise) => void promise.catch(() => undefined) }) };
const handler = require(path.join(root, config.handler));
http.createServer((req, res) => handler(req, res)).listen(Number(port), '127.0.0.1', () => console.log(\`function listening on Node \${process.version}\`));
`;

/** File system calls that create, change or remove a path (strace's names), for `forbiddenWrites`. */
const TRACED_CALLS = [
  'open',
  'openat',
  'creat',
  'mkdir',
  'mkdirat',
  'rename',
  'renameat',
  'renameat2',
  'unlink',
  'unlinkat',
  'rmdir',
  'link',
  'linkat',
  'symlink',
  'symlinkat',
  'truncate',
];

/** Runs the function at `root` with the `node` binary on `port` under strace, which writes every path call of its processes to `traceFile`. */
export function startFunction(node: string, root: string, port: number, env: NodeJS.ProcessEnv, traceFile: string, logFile: string): ChildProcess {
  const host = path.join(path.dirname(root), `${path.basename(root)}-host.cjs`);
  fs.writeFileSync(host, HOST_SCRIPT);
  const strace = ['-f', '-qq', '-o', traceFile, '-e', `trace=${TRACED_CALLS.join(',')}`];
  return startProcess('strace', [...strace, node, host, root, String(port)], env, logFile);
}

/** The paths of the traced calls: their first quoted argument, and for open calls only when opened for writing. */
function writtenPaths(line: string): string[] {
  const call = /^\d+\s+(\w+)\((.*)$/.exec(line);
  if (!call || !TRACED_CALLS.includes(call[1]!)) return [];
  const [name, args] = [call[1]!, call[2]!];
  if (name.startsWith('open') && !/O_WRONLY|O_RDWR|O_CREAT|O_TRUNC|O_APPEND/.test(args)) return [];
  const quoted = [...args.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]!);
  // rename and link: both names matter
  return name.startsWith('rename') || name.includes('link') ? quoted : quoted.slice(0, 1);
}

/** Every path the traced processes created, changed or removed, relative names resolved against `root`. */
export function writes(traceFile: string, root: string): string[] {
  const lines = fs.readFileSync(traceFile, 'utf8').split('\n');
  return [...new Set(lines.flatMap(writtenPaths).map((p) => path.resolve(root, p)))];
}

/**
 * Every path the traced processes created, changed or removed where a Vercel function cannot: its own
 * directory (`root`, read-only there; relative names are resolved against it, the launcher runs in
 * it) and anything outside `/tmp`. `/dev` and `/proc` are the kernel's, not a disk's.
 */
export function forbiddenWrites(traceFile: string, root: string): string[] {
  const inRoot = (p: string) => p === root || p.startsWith(`${root}/`);
  return writes(traceFile, root).filter((p) => inRoot(p) || !/^\/(tmp|dev|proc)(\/|$)/.test(p));
}
