import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { connection } from 'next/server';
import { distDir } from '@/lib/runtime/config/next-settings.mjs';

/**
 * The answer to /sw.js: the worker scripts/lib/worker-bundle.ts wrote beside the build, read per
 * request (a browser asks on navigations, a few hundred bytes' check) so a new build's worker is
 * served at once. Never stored: a cached old worker would keep pages on the old version. 404 where
 * no worker was bundled (a build started without the instance server's bundle step).
 */
export async function serviceWorkerResponse(): Promise<Response> {
  await connection();
  let script: Buffer;
  try {
    script = await readFile(path.join(/* turbopackIgnore: true */ process.cwd(), distDir(), 'sw.js'));
  } catch {
    return new Response(null, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  }
  return new Response(new Uint8Array(script), {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Service-Worker-Allowed': '/',
    },
  });
}
