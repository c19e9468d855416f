import { decodeParam } from '@/lib/shop/urls/route-params';
import { normaliseQuery } from '@/lib/contract/rules/search-query';

const RESULTS_PATH = '/search-product/';

/** The results page of a query (already normalised with normaliseQuery). */
export function searchHref(query: string): string {
  return `${RESULTS_PATH}${encodeURIComponent(query)}`;
}

/** The query a results page path shows, as the page reads it ('/search-product/k%C3%A1mery' → 'kámery'); null for any other path. */
export function queryOfPath(pathname: string): string | null {
  const segment = pathname.startsWith(RESULTS_PATH) ? pathname.slice(RESULTS_PATH.length) : '';
  if (segment === '' || segment.includes('/')) return null;
  const decoded = decodeParam(segment);
  return decoded === null ? null : normaliseQuery(decoded);
}
