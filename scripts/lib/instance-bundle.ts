import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { bundleServiceWorker } from './worker-bundle';

/**
 * The instance server (scripts/server.ts and the lib files it imports) as one CommonJS file, run by
 * plain `node`: tsx's loader, which the TypeScript would need, runs a worker thread and hooks every
 * module Next loads, memory held even by an idle script. Beside the build, in an ignored folder.
 */
export const INSTANCE_SERVER_BUNDLE = '.next/instance-server.cjs';

/**
 * Writes the bundle from the sources as they are now (quick: esbuild), so an edited server is never
 * served stale; every way of starting the server calls this first. Packages stay external (next,
 * pino, zod resolve from node_modules as before); written to a temporary file and renamed, as
 * several instances of a suite may start at once. The service worker is bundled beside the build
 * at the same moments, as it carries the build's id (scripts/lib/worker-bundle.ts).
 */
export function bundleInstanceServer(): string {
  bundleServiceWorker();
  const [output] = buildSync({
    entryPoints: ['scripts/server.ts'],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: `node${process.versions.node.split('.')[0]}`,
    packages: 'external',
    write: false,
    outfile: INSTANCE_SERVER_BUNDLE,
    logLevel: 'warning',
  }).outputFiles;
  if (!output) throw new Error('esbuild wrote no instance server bundle');
  fs.mkdirSync(path.dirname(INSTANCE_SERVER_BUNDLE), { recursive: true });
  const temporary = `${INSTANCE_SERVER_BUNDLE}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, output.contents);
  fs.renameSync(temporary, INSTANCE_SERVER_BUNDLE);
  return INSTANCE_SERVER_BUNDLE;
}

/** Node's arguments for the instance server, freshly bundled: `spawn(process.execPath, [...instanceServerArgs(), '-p', …])`. */
export function instanceServerArgs(): string[] {
  return [bundleInstanceServer()];
}
