import { listingQuery, parseListingParams, type ListingParams, type SearchParamsLike } from '@/lib/catalogue/ordering';

/**
 * The listing state of a category page (spec §4: lm, pg, or, st) carried as one path segment.
 * Visitors keep the query string (`/category/cctv?or=2&pg=3`); proxy.ts rewrites it to
 * `/category/cctv/~12-3-2-0`, so the page reads no searchParams and, under Cache Components,
 * renders whole from the cache: the product grid is in the server HTML, also without JavaScript.
 * Category urls are lowercase ASCII with hyphens, so a segment starting with `~` is never one.
 */
export const LISTING_MARK = '~';

const SEGMENT = /^~(\d{1,9})-(\d{1,9})-(\d{1,9})-([01])$/;

/** `~{lm}-{pg}-{or}-{st}` of a (parsed, so valid) listing state. */
export function listingSegment(state: Omit<ListingParams, 'offset'>): string {
  return `${LISTING_MARK}${state.limit}-${state.page}-${state.ordering}-${state.inStock ? 1 : 0}`;
}

/** Reads a listing segment; values out of range fall back as in the query string, a malformed segment is null. */
export function parseListingSegment(segment: string): ListingParams | null {
  const match = SEGMENT.exec(segment);
  if (!match) return null;
  const [, lm, pg, or, st] = match;
  return parseListingParams({ lm, pg, or, st });
}

/** Splits a category route's segments into the category path and the listing state (defaults when absent). */
export function splitListingSegments(segments: readonly string[]): { path: string[]; listing: ListingParams | null } {
  const last = segments.at(-1);
  if (last === undefined || !last.startsWith(LISTING_MARK)) return { path: [...segments], listing: parseListingParams({}) };
  return { path: segments.slice(0, -1), listing: parseListingSegment(last) };
}

/** Internal prefix of the blog list's later pages: `/blog?pg=3` is served from `/blog/strana/3`. */
export const BLOG_PAGE_PREFIX = '/blog/strana/';

/**
 * The internal path a category or blog-list address with listing query params is served from, or
 * null when there is nothing to rewrite (another page, no listing params, or only defaults).
 */
export function listingRewritePath(pathname: string, search: SearchParamsLike): string | null {
  if (pathname === '/blog' || pathname === '/blog/') {
    const { page } = parseListingParams(search);
    return page > 1 ? `${BLOG_PAGE_PREFIX}${page}` : null;
  }
  if (!pathname.startsWith('/category/') || pathname.includes(`/${LISTING_MARK}`)) return null;
  const state = parseListingParams(search);
  if (listingQuery(state).size === 0) return null;
  return `${pathname.replace(/\/+$/, '')}/${listingSegment(state)}`;
}
