import zlib from 'node:zlib';

/** Script URLs a modern browser loads for a page (same-origin <script src>, not `nomodule` polyfills). */
export function scriptSources(html: string): string[] {
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>/g)) {
    const attributes = match[1]!;
    // React writes the attribute as `noModule`: HTML attribute names are case-insensitive.
    if (/\bnomodule\b/i.test(attributes)) continue;
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1]?.replace(/&amp;/g, '&');
    if (!src) continue;
    if (src.startsWith('/')) sources.add(src);
  }
  return [...sources];
}

/**
 * First Load JS of a route: the gzip size of every script its HTML loads, summed
 * (Next 16 no longer prints it). Returns null when the route does not answer 200.
 */
export async function firstLoadJs(base: string, route: string): Promise<{ status: number; bytes: number | null; scripts: number }> {
  const page = await fetch(base + route);
  if (page.status !== 200) return { status: page.status, bytes: null, scripts: 0 };
  const sources = scriptSources(await page.text());
  let bytes = 0;
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(base + src)).arrayBuffer());
    bytes += zlib.gzipSync(body, { level: 9 }).length;
  }
  return { status: 200, bytes, scripts: sources.length };
}
