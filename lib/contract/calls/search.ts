import { normaliseQuery } from '@/lib/contract/rules/search-query';
import { callApi, seg, type ApiClient, type CallOptions } from '../client';
import type { LiveSearchResult, SearchItem } from '../schemas/search';
import type { ProductListItem } from '../schemas/product';

/** The result of a query that was not sent (empty after trimming). */
export const EMPTY_LIVE_SEARCH: LiveSearchResult = {
  items: { product: [], category: [], blog: [] },
  more_results: { product: 0, blog: 0 },
  corrected_query: null,
};

/** GET /search/{query}/{lang}: hits grouped by type; pass `signal` to abort a stale query. An empty query is not sent. */
export async function liveSearch(client: ApiClient, query: string, lang: string, options?: CallOptions): Promise<LiveSearchResult> {
  const q = normaliseQuery(query);
  if (q === null) return EMPTY_LIVE_SEARCH;
  const response = await callApi(client, 'GET', `/search/${seg(q)}/${seg(lang)}`, 'liveSearchResponseSchema', undefined, options);
  return { items: response.items, more_results: response.more_results, corrected_query: response.corrected_query };
}

/** One page of found products: the total, the query they are for when it was corrected, and the categories offered when none is found. */
export interface SearchedProducts {
  products: ProductListItem[];
  count: number;
  corrected: string | null;
  categories: SearchItem[];
}

/** GET /search-products/{query}/{lang}/{limit}/{offset}: one page of products and the total (`full_count`). */
export async function searchProducts(
  client: ApiClient,
  query: string,
  lang: string,
  limit: number,
  offset: number,
  options?: CallOptions,
): Promise<SearchedProducts> {
  const q = normaliseQuery(query);
  if (q === null) return { products: [], count: 0, corrected: null, categories: [] };
  const path = `/search-products/${seg(q)}/${seg(lang)}/${seg(limit)}/${seg(offset)}`;
  const response = await callApi(client, 'GET', path, 'searchProductsResponseSchema', undefined, options);
  return {
    products: response.items.map((item) => item.product),
    count: response.full_count,
    corrected: response.corrected_query,
    categories: response.categories,
  };
}
