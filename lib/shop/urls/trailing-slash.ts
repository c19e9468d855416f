// The /admin/v1 contract spells some calls with a trailing slash (GET /sign/out/) and the proxy
// forwards paths verbatim; /media/* is proxied the same way. Only pages get the canonical form.
const VERBATIM_PREFIXES = ['/admin/v1/', '/media/', '/_next/'];

/**
 * The canonical (slash-less) path of a page path that ends in a slash, else null: `/category/cctv/`
 * → `/category/cctv`. next.config sets skipTrailingSlashRedirect so that Next leaves /admin/v1
 * alone; proxy.ts redirects pages with this instead, as Next did before.
 */
export function canonicalPagePath(pathname: string): string | null {
  if (pathname === '/' || !pathname.endsWith('/')) return null;
  if (VERBATIM_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return null;
  return pathname.replace(/\/+$/, '') || '/';
}
