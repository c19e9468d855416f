import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** zxing-wasm's reader binary in the installed package: served by the shop itself, so no CDN is ever asked (decisions/065). */
const WASM_FILE = path.join(process.cwd(), 'node_modules', 'zxing-wasm', 'dist', 'reader', 'zxing_reader.wasm');

let bytes: Promise<Uint8Array<ArrayBuffer>> | undefined;

/** The binary as a response the browser can compile while it downloads (application/wasm), cached a day. */
export async function scannerWasmResponse(): Promise<Response> {
  bytes ??= readFile(WASM_FILE).then((buffer) => new Uint8Array(buffer));
  return new Response(await bytes, {
    headers: { 'Content-Type': 'application/wasm', 'Cache-Control': 'public, max-age=86400', 'X-Content-Type-Options': 'nosniff' },
  });
}
