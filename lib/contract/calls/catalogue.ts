import { orderFor, type OrderingCode } from '@/lib/contract/rules/ordering';
import { formatFacetSelection, selectedValueCount, type FacetSelection } from '@/lib/contract/rules/facet-selection';
import { extensionOr } from '../errors';
import { callApi, seg, type ApiClient, type CallOptions } from '../client';
import type { ProductFilterRequest } from '../schemas/requests/listing';
import type { QuestionPayload } from '../schemas/requests/question';

/** GET /product/homepage/{lang}: the offers scroller. */
export async function getHomepageProducts(client: ApiClient, lang: string) {
  return (await callApi(client, 'GET', `/product/homepage/${seg(lang)}`, 'productListResponseSchema')).products;
}

/**
 * GET /category/url/{url}/{lang}: `url` is the last segment of the category route. Slugs may
 * repeat under different parents: `path` (the whole route below /category/, e.g. "cctv/ip-kamery")
 * picks exactly one.
 */
export async function getCategoryByUrl(client: ApiClient, url: string, lang: string, path?: string) {
  const query = path ? `?path=${encodeURIComponent(path)}` : '';
  return (await callApi(client, 'GET', `/category/url/${seg(url)}/${seg(lang)}${query}`, 'categoryResponseSchema')).category;
}

export interface ProductFilter {
  categoryId: number;
  limit: number;
  offset: number;
  /** ordering code 1..7, mapped to the contract's `order` here */
  ordering: OrderingCode;
  /** true sends `condition.inStock: true`; false or absent leaves the condition out */
  inStock?: boolean;
  /** parameter filters (extension): sent as `condition.parameters` only when something is chosen */
  parameters?: FacetSelection;
}

/** POST /product/filter/{lang}/{limit}/{offset}: one page of a category (with its descendants) and the total. */
export async function filterProducts(client: ApiClient, lang: string, filter: ProductFilter) {
  const body: ProductFilterRequest = {
    condition: {
      'categories.id': filter.categoryId,
      ...(filter.inStock ? { inStock: true as const } : {}),
      ...(filter.parameters && selectedValueCount(filter.parameters) > 0
        ? { parameters: Object.fromEntries(Object.entries(filter.parameters).map(([k, v]) => [k, [...v]])) }
        : {}),
    },
    order: orderFor(filter.ordering),
  };
  const path = `/product/filter/${seg(lang)}/${seg(filter.limit)}/${seg(filter.offset)}`;
  const response = await callApi(client, 'POST', path, 'productFilterResponseSchema', body);
  return { products: response.products, count: response.paging.filtered_products_count };
}

/**
 * GET /x/category/{id}/facets?f=…[&st=1] (extension): the category's parameter filters with their
 * counts for `selection`. An upstream without it answers 404/501: see isMissingExtension.
 */
export async function getCategoryFacets(client: ApiClient, categoryId: number, selection: FacetSelection, inStock: boolean, options?: CallOptions) {
  const query = new URLSearchParams();
  const f = formatFacetSelection(selection);
  if (f) query.set('f', f);
  if (inStock) query.set('st', '1');
  const search = query.size ? `?${query.toString()}` : '';
  return callApi(client, 'GET', `/x/category/${seg(categoryId)}/facets${search}`, 'facetsResponseSchema', undefined, options);
}

/** GET /product/detail/url/{url}/{lang}: the product with parameters and related products. */
export async function getProductByUrl(client: ApiClient, url: string, lang: string) {
  return (await callApi(client, 'GET', `/product/detail/url/${seg(url)}/${seg(lang)}`, 'productResponseSchema')).product;
}

/**
 * GET /x/product/{id}/manufacturer (extension): the manufacturer and EU responsible person
 * (GPSR), null when there are none. An upstream without the call (404/501) also gives null.
 */
export async function getProductManufacturer(client: ApiClient, productId: number) {
  const read = async () => (await callApi(client, 'GET', `/x/product/${productId}/manufacturer`, 'manufacturerResponseSchema')).manufacturer;
  return (await extensionOr(read, async () => null)).value;
}

/** GET /attachments/{productCode}: logged in only (401 for guests). */
export async function getAttachments(client: ApiClient, productCode: string) {
  return (await callApi(client, 'GET', `/attachments/${seg(productCode)}`, 'attachmentsResponseSchema')).attachments;
}

/** POST /contact/send: the ask-a-question form (build the payload with `toQuestionPayload`). */
export async function sendQuestion(client: ApiClient, payload: QuestionPayload) {
  await callApi(client, 'POST', '/contact/send', 'okSchema', payload);
}
