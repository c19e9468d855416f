/** Where the page sitemap is served (app/pages-sitemap/sitemap.ts). */
export const PAGES_SITEMAP_PATH = '/pages-sitemap/sitemap.xml';

/** Where product sitemap file `id` is served (app/products-sitemap/sitemap.ts, generateSitemaps). */
export function productSitemapPath(id: number): string {
  return `/products-sitemap/sitemap/${id}.xml`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** A sitemap index (sitemaps.org) listing the given absolute sitemap URLs. */
export function sitemapIndexXml(urls: string[]): string {
  const entries = urls.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`;
}
