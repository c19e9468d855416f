/** The results page of a query (already normalised with normaliseQuery). */
export function searchHref(query: string): string {
  return `/search-product/${encodeURIComponent(query)}`;
}
