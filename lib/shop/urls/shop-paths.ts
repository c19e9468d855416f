/**
 * Storefront addresses of catalogue and content entities (docs/rules.md#screens). Their urls are free text from
 * the upstream (diacritics, spaces, even '?', '#' or '%'), so every link is built here, always
 * encoded; the pages decode their params back with decodeParam.
 */

/** The page of one product (product/{productName}): one route segment, so the whole url is encoded as one, '/' included. */
export function productPath(url: string): string {
  return `/product/${encodeURIComponent(url)}`;
}

/**
 * The canonical page of one category (category/{path}): its path only, never the ordering or page
 * variants. The route is a catch-all, so each level of the path stays a segment of its own.
 */
export function categoryPath(path: string): string {
  return `/category/${path.split('/').map(encodeURIComponent).join('/')}`;
}

/** One blog article (blog/{language}/{blogName}). */
export function blogPath(lang: string, url: string): string {
  return `/blog/${encodeURIComponent(lang)}/${encodeURIComponent(url)}`;
}

/** One text page (page/{language}/{pageName}). */
export function textPagePath(lang: string, url: string): string {
  return `/page/${encodeURIComponent(lang)}/${encodeURIComponent(url)}`;
}

/** The comparison of the products this browser keeps (issue 23): one page, the list is in the browser. */
export const COMPARE_PATH = '/porovnanie';
