import { loadSitemapIndex } from '@/lib/server/catalogue/sitemap-index';

/** /sitemap.xml, the address robots.txt names: an index of the page sitemap and every product sitemap file. */
export async function GET(): Promise<Response> {
  return new Response(await loadSitemapIndex(), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
