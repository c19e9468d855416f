import { parseListingParams, type ListingParams, type SearchParamsLike } from '@/lib/contract/rules/ordering';
import { EMPTY_SELECTION, formatFacetSelection, parseFacetSelection, type FacetSelection } from '@/lib/contract/rules/facet-selection';

/**
 * The listing state of a category page (docs/rules.md#states: lm, pg, or, st) carried as one path segment.
 * Visitors keep the query string (`/category/cctv?or=2&pg=3`); proxy.ts (lib/server/listing-request.ts) rewrites it to
 * `/category/cctv/~12-3-2-0`, so the page reads no searchParams and, under Cache Components,
 * renders whole from the cache: the product grid is in the server HTML, also without JavaScript.
 * Category urls are lowercase ASCII with hyphens, so a segment starting with `~` is never one.
 */
export const LISTING_MARK = '~';

const SEGMENT = /^~(\d{1,9})-(\d{1,9})-(\d{1,9})-([01])(?:~([a-z0-9._~-]{1,2000}))?$/;

// The parameter filters (f=krytie:ip67;rozlisenie:4-mpx,8-mpx) in path-safe characters:
// `~krytie.ip67~rozlisenie.4-mpx_8-mpx` (keys are [a-z0-9-], so the separators never clash).
const toSegmentForm = (f: string) => f.replaceAll(';', '~').replaceAll(':', '.').replaceAll(',', '_');
const fromSegmentForm = (s: string) => s.replaceAll('~', ';').replaceAll('.', ':').replaceAll('_', ',');

/** `~{lm}-{pg}-{or}-{st}[~{filters}]` of a (parsed, so valid) listing state. */
export function listingSegment(state: Omit<ListingParams, 'offset'>, selection: FacetSelection = EMPTY_SELECTION): string {
  const f = formatFacetSelection(selection);
  return `${LISTING_MARK}${state.limit}-${state.page}-${state.ordering}-${state.inStock ? 1 : 0}${f ? `${LISTING_MARK}${toSegmentForm(f)}` : ''}`;
}

/** Reads a listing segment; values out of range fall back as in the query string, a malformed segment is null. */
export function parseListingSegment(segment: string): (ListingParams & { selection: FacetSelection }) | null {
  const match = SEGMENT.exec(segment);
  if (!match) return null;
  const [, lm, pg, or, st, f] = match;
  return { ...parseListingParams({ lm, pg, or, st }), selection: parseFacetSelection(f ? fromSegmentForm(f) : '') };
}

/** Splits a category route's segments into the category path, the listing state (defaults when absent) and the filters. */
export function splitListingSegments(segments: readonly string[]): { path: string[]; listing: ListingParams | null; selection: FacetSelection } {
  const last = segments.at(-1);
  if (last === undefined || !last.startsWith(LISTING_MARK)) return { path: [...segments], listing: parseListingParams({}), selection: EMPTY_SELECTION };
  const parsed = parseListingSegment(last);
  if (!parsed) return { path: segments.slice(0, -1), listing: null, selection: EMPTY_SELECTION };
  const { selection, ...listing } = parsed;
  return { path: segments.slice(0, -1), listing, selection };
}

/** Internal prefix of the blog list's later pages: `/blog?pg=3` is served from `/blog/strana/3`. */
export const BLOG_PAGE_PREFIX = '/blog/strana/';

/**
 * The internal path a blog-list address with a page is served from, or null when there is nothing
 * to rewrite (another page, or page 1). Category addresses: lib/server/listing-request.ts.
 */
export function listingRewritePath(pathname: string, search: SearchParamsLike): string | null {
  if (pathname !== '/blog' && pathname !== '/blog/') return null;
  const { page } = parseListingParams(search);
  return page > 1 ? `${BLOG_PAGE_PREFIX}${page}` : null;
}
