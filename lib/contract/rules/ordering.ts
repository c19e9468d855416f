import type { OrderClause } from '@/lib/contract/schemas/requests/listing';

/** Ordering codes of docs/rules.md#limits: 1 newest (default), 2/3 name, 4/5 final price exc. VAT, 6/7 code. */
export const ORDERING_CODES = [1, 2, 3, 4, 5, 6, 7] as const;
export type OrderingCode = (typeof ORDERING_CODES)[number];
export const DEFAULT_ORDERING: OrderingCode = 1;
/** What the selector offers (docs/rules.md#limits): price ordering exists in the contract but is not offered. */
export const SELECTABLE_ORDERINGS: readonly OrderingCode[] = [1, 2, 3, 6, 7];

export const PAGE_SIZES = [12, 36, 72] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 12;

const ORDER_BY_CODE: Record<OrderingCode, OrderClause> = {
  1: { 'product.id': 'DESC' },
  2: { 'product.name': 'ASC' },
  3: { 'product.name': 'DESC' },
  4: { 'product.price_exc_vat': 'ASC' },
  5: { 'product.price_exc_vat': 'DESC' },
  6: { 'product.code': 'ASC' },
  7: { 'product.code': 'DESC' },
};

/** The contract's `order` array for an ordering code, e.g. 1 → `[{ 'product.id': 'DESC' }]`. */
export function orderFor(code: OrderingCode): OrderClause[] {
  // A fresh object each time: callers may put it in a request body they later change.
  return [{ ...ORDER_BY_CODE[code] }];
}

/** True for 1..7. */
export function isOrderingCode(value: unknown): value is OrderingCode {
  return typeof value === 'number' && (ORDERING_CODES as readonly number[]).includes(value);
}

/** Listing state kept in the query string (docs/rules.md#states): `lm` size, `pg` page, `or` ordering, `st` in stock. */
export interface ListingParams {
  limit: PageSize;
  page: number;
  ordering: OrderingCode;
  inStock: boolean;
  /** (page - 1) * limit: what the paginated calls take */
  offset: number;
}

export type SearchParamsLike = URLSearchParams | Readonly<Record<string, string | string[] | undefined>>;

function first(params: SearchParamsLike, name: string): string | undefined {
  if (params instanceof URLSearchParams) return params.get(name) ?? undefined;
  const value = params[name];
  return Array.isArray(value) ? value[0] : value;
}

// Digits only: "12abc", " 12", "1e3" and "1.5" are garbage, not 12, 1000 or 1.
function wholeNumber(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,9}$/.test(raw)) return null;
  return Number(raw);
}

/** Reads the listing query params; anything malformed falls back to its default, it never throws. */
export function parseListingParams(params: SearchParamsLike): ListingParams {
  const lm = wholeNumber(first(params, 'lm'));
  const limit = PAGE_SIZES.find((size) => size === lm) ?? DEFAULT_PAGE_SIZE;
  const pg = wholeNumber(first(params, 'pg'));
  const page = pg !== null && pg >= 1 ? pg : 1;
  const or = wholeNumber(first(params, 'or'));
  const ordering = isOrderingCode(or) ? or : DEFAULT_ORDERING;
  const st = first(params, 'st');
  const inStock = st === '1' || st === 'true';
  return { limit, page, ordering, inStock, offset: (page - 1) * limit };
}

/** Writes listing state back as query params, leaving defaults out so URLs stay canonical. */
export function listingQuery(state: Partial<Omit<ListingParams, 'offset'>>): URLSearchParams {
  const query = new URLSearchParams();
  if (state.limit !== undefined && state.limit !== DEFAULT_PAGE_SIZE) query.set('lm', String(state.limit));
  if (state.page !== undefined && state.page > 1) query.set('pg', String(state.page));
  if (state.ordering !== undefined && state.ordering !== DEFAULT_ORDERING) query.set('or', String(state.ordering));
  if (state.inStock) query.set('st', '1');
  return query;
}
