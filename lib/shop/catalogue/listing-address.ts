import {
  EMPTY_SELECTION,
  FACET_QUERY_PARAM,
  MAX_FACET_PARAMETERS,
  MAX_FACET_VALUES,
  formatFacetSelection,
  readableQuery,
  restrictSelection,
  type FacetSelection,
} from '@/lib/contract/rules/facet-selection';
import {
  DEFAULT_ORDERING,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  SELECTABLE_ORDERINGS,
  parseListingParams,
  type OrderingCode,
  type PageSize,
} from '@/lib/contract/rules/ordering';

/**
 * The one written form of a category listing's address: `?lm&or&st&f&pg` in this order, defaults
 * left out, filters sorted and merged (formatFacetSelection). Every link the shop makes to a
 * listing is listingHref's, and proxy.ts answers any other spelling of the same state with a 308
 * to it, so one listing state has one address and one cache entry.
 */
export const LISTING_QUERY_ORDER = ['lm', 'or', 'st', FACET_QUERY_PARAM, 'pg'] as const;

/** Longest listing query value taken: the longest real `f` (8 filters of a few values) is far shorter. */
export const MAX_LISTING_VALUE_LENGTH = 1024;
/** Most listing parameters in one query (each of the five once, `f` split over a few). */
export const MAX_LISTING_PARAMS = 16;
/** Highest page number written; beyond it nothing is listed (72 × 99 999 products). */
export const MAX_LISTING_PAGE = 99_999;

export interface ListingAddress {
  limit: PageSize;
  ordering: OrderingCode;
  inStock: boolean;
  selection: FacetSelection;
  page: number;
}

export const DEFAULT_LISTING: ListingAddress = { limit: DEFAULT_PAGE_SIZE, ordering: DEFAULT_ORDERING, inStock: false, selection: EMPTY_SELECTION, page: 1 };

/** A listing's address in its one written form (`basePath` alone for the default state). */
export function listingHref(basePath: string, address: Partial<ListingAddress>): string {
  const { limit, ordering, inStock, selection, page } = { ...DEFAULT_LISTING, ...address };
  const query = new URLSearchParams();
  if (limit !== DEFAULT_PAGE_SIZE) query.set('lm', String(limit));
  if (ordering !== DEFAULT_ORDERING) query.set('or', String(ordering));
  if (inStock) query.set('st', '1');
  const f = formatFacetSelection(selection);
  if (f) query.set(FACET_QUERY_PARAM, f);
  if (page > 1) query.set('pg', String(page));
  const text = readableQuery(query);
  return text ? `${basePath}?${text}` : basePath;
}

/**
 * A category listing's address with `selection`, keeping ordering, page size and in-stock
 * (`keep`, without `pg`: a changed selection starts again on page 1).
 */
export function filterHref(basePath: string, keep: URLSearchParams, selection: FacetSelection): string {
  const { limit, ordering, inStock } = parseListingParams(keep);
  return listingHref(basePath, { limit, ordering, inStock, selection });
}

/** Why a query is refused outright (400) rather than rewritten: it is no link of the shop, nor a mistyped one. */
export type ListingRefusal = 'tooLong' | 'tooMany';

export type ReadListing = { refused: ListingRefusal } | { refused: null; address: ListingAddress };

const isKey = (text: string) => text.length <= 80 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(text);

/**
 * The `f` values merged: repeated parameters and values collapse, malformed parts drop out;
 * more filters or values than a listing can offer is a refusal, not a silent cut.
 */
function readSelection(raws: readonly string[]): FacetSelection | ListingRefusal {
  const merged = new Map<string, Set<string>>();
  for (const part of raws.flatMap((raw) => raw.split(';'))) {
    const colon = part.indexOf(':');
    const key = part.slice(0, colon);
    if (colon < 0 || !isKey(key)) continue;
    const values = merged.get(key) ?? new Set<string>();
    part
      .slice(colon + 1)
      .split(',')
      .filter(isKey)
      .forEach((value) => values.add(value));
    if (values.size > MAX_FACET_VALUES) return 'tooMany';
    if (values.size > 0) merged.set(key, values);
    if (merged.size > MAX_FACET_PARAMETERS) return 'tooMany';
  }
  // formatFacetSelection sorts; the selection itself is compared in that written form
  return Object.fromEntries([...merged.entries()].map(([key, values]) => [key, [...values]]));
}

/**
 * Reads a category listing's query: unknown parameters and values out of range drop out (the
 * first valid occurrence of a one-value parameter counts), and a value longer than
 * MAX_LISTING_VALUE_LENGTH or more than MAX_LISTING_PARAMS parameters, filters or values is refused.
 */
export function readListingAddress(search: URLSearchParams): ReadListing {
  const listed = [...search.entries()].filter(([name]) => (LISTING_QUERY_ORDER as readonly string[]).includes(name));
  if (listed.length > MAX_LISTING_PARAMS) return { refused: 'tooMany' };
  if (listed.some(([, value]) => value.length > MAX_LISTING_VALUE_LENGTH)) return { refused: 'tooLong' };
  const firstOf = <T>(name: string, read: (raw: string) => T | undefined): T | undefined => {
    for (const [key, raw] of listed) {
      const value = key === name ? read(raw) : undefined;
      if (value !== undefined) return value;
    }
    return undefined;
  };
  const selection = readSelection(listed.filter(([name]) => name === FACET_QUERY_PARAM).map(([, value]) => value));
  if (typeof selection === 'string') return { refused: selection };
  return {
    refused: null,
    address: {
      limit: firstOf('lm', (raw) => PAGE_SIZES.find((size) => String(size) === raw)) ?? DEFAULT_PAGE_SIZE,
      ordering: firstOf('or', (raw) => SELECTABLE_ORDERINGS.find((code) => String(code) === raw)) ?? DEFAULT_ORDERING,
      inStock: firstOf('st', (raw) => (raw === '1' || raw === 'true' ? true : undefined)) ?? false,
      selection,
      page: firstOf('pg', (raw) => (/^[1-9]\d*$/.test(raw) && Number(raw) <= MAX_LISTING_PAGE ? Number(raw) : undefined)) ?? 1,
    },
  };
}

/** What a category's listing can show: its filter values and how many products it has without filters. */
export interface ListingOffer {
  /** parameter key → value keys the category offers (empty when the upstream has no filters) */
  values: ReadonlyMap<string, ReadonlySet<string>>;
  /** products without filters (the most any selection lists), null when the upstream does not say */
  products: number | null;
}

/**
 * The address with only the filter values the category offers, and its page at most the last
 * page of the unfiltered listing (a selection only shortens it; the page itself shows a filtered
 * listing's last page for any page past its end).
 */
export function withinOffer(address: ListingAddress, offer: ListingOffer): ListingAddress {
  const pages = offer.products === null ? MAX_LISTING_PAGE : Math.max(1, Math.ceil(offer.products / address.limit));
  return { ...address, selection: restrictSelection(address.selection, offer.values), page: Math.min(address.page, pages) };
}
