import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { distDir } from '../../lib/runtime/config/next-settings.mjs';

/** The bundled service worker, beside the build it belongs to; app/sw.js/route.ts serves it as /sw.js. */
export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * Bundles the service worker (lib/browser/pwa/worker.ts) into the build folder with the build's id
 * in it, so every build is a new worker that the open pages offer to load
 * (docs/decisions/063-installable-offline-shell.md). Runs after `next build` (which empties the
 * folder), with the instance server's bundle; `next dev` gets one with the id "development".
 * Returns the file written.
 */
export function bundleServiceWorker(buildId = readBuildId()): string {
  const target = path.join(distDir(), SERVICE_WORKER_FILE);
  const [output] = buildSync({
    entryPoints: ['lib/browser/pwa/worker.ts'],
    bundle: true,
    platform: 'browser',
    format: 'iife',
    target: 'es2022',
    minify: true,
    define: { __BUILD_ID__: JSON.stringify(buildId), 'process.env.NODE_ENV': '"production"' },
    write: false,
    outfile: target,
    logLevel: 'warning',
  }).outputFiles;
  if (!output) throw new Error('esbuild wrote no service worker bundle');
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, output.contents);
  fs.renameSync(temporary, target);
  return target;
}

function readBuildId(): string {
  const file = path.join(distDir(), 'BUILD_ID');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : 'development';
}
