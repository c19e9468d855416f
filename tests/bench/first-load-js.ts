import zlib from 'node:zlib';

/** Script URLs a page's HTML loads (src attributes of <script> tags, same origin). */
export function scriptSources(html: string): string[] {
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) {
    const src = match[1]!.replace(/&amp;/g, '&');
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
