import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { formatFacetSelection, readableQuery } from '@/lib/contract/rules/facet-selection';
import { listingHref, readListingAddress, withinOffer, type ListingAddress } from '@/lib/shop/catalogue/listing-address';
import { log } from '@/lib/runtime/instance/log';
import { LISTING_MARK, listingSegment, parseListingSegment } from '@/lib/shop/urls/listing-segment';
import { decodeParam } from '@/lib/shop/urls/route-params';
import sk from '@/messages/sk.json';
import { listingOffer } from './listing-offer';

const CATEGORY_PREFIX = '/category/';

/**
 * A category address with listing query params, answered before anything renders, so no request
 * makes a page (and a cache entry) that no link of the shop leads to:
 * - 400 for more parameters, filters or values than a listing has, or an over-long value;
 * - 308 to listingHref's form when the query is written any other way (unknown parameters or
 *   values, another order, repeats, defaults, filter values the category does not offer, a page
 *   past the unfiltered listing's end); the plain category page when nothing valid is left;
 * - 404 for a category the backend does not know;
 * - else a rewrite to the listing segment the page is served from (lib/shop/urls/listing-segment).
 * Next runs the proxy again for that rewritten path, and a visitor may ask for such a path
 * directly: it passes only in the form the rewrite makes of a valid state, else 404.
 */
export async function answerListingRequest(request: NextRequest): Promise<NextResponse> {
  const { pathname, searchParams } = request.nextUrl;
  const mark = pathname.indexOf(`/${LISTING_MARK}`);
  if (mark >= 0) return answerListingPath(request, pathname.slice(0, mark), pathname.slice(mark + 1));
  const read = readListingAddress(searchParams);
  if (read.refused) {
    return new NextResponse(sk.Listing.refused, { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  }
  const address = await offered(pathname, read.address);
  if (!address) return notFound(request);
  const canonical = listingHref(pathname, address);
  // compared as parsed, not as sent: Next hands the proxy the query with `:` and `,` escaped
  const asked = searchParams.size > 0 ? `${pathname}?${readableQuery(searchParams)}` : pathname;
  if (canonical !== asked) return NextResponse.redirect(new URL(canonical, request.url), 308);
  if (canonical === pathname) return NextResponse.next();
  const target = request.nextUrl.clone();
  target.pathname = `${pathname}/${segmentOf(address)}`;
  return NextResponse.rewrite(target);
}

/** `/category/{path}/~{segment}`: served only as the rewrite above makes it. */
async function answerListingPath(request: NextRequest, basePath: string, segment: string): Promise<NextResponse> {
  const parsed = parseListingSegment(segment);
  if (!parsed) return notFound(request);
  // the segment read back through the query form: what that form drops or bounds differs here
  const { limit, page, ordering, inStock, selection } = parsed;
  const written = listingHref(basePath, { limit, page, ordering, inStock, selection });
  const read = readListingAddress(new URL(written, request.url).searchParams);
  // the default state is the plain category page: never rewritten, so no address of its own
  if (written === basePath || read.refused || segmentOf(read.address) !== segment) return notFound(request);
  const address = await offered(basePath, read.address);
  return address && listingHref(basePath, address) === written ? NextResponse.next() : notFound(request);
}

/**
 * The address with what the category offers (withinOffer), null for a category the backend does
 * not know. While the backend cannot say, the values are taken as written: the page's own reads
 * drop what is not offered, as before.
 */
async function offered(basePath: string, address: ListingAddress): Promise<ListingAddress | null> {
  if (formatFacetSelection(address.selection) === '' && address.page === 1) return address;
  const path = basePath.slice(CATEGORY_PREFIX.length).split('/').map(decodeParam).join('/');
  try {
    const offer = await listingOffer(path);
    return offer && withinOffer(address, offer);
  } catch (error) {
    log().warn({ err: error, path }, 'listing values not checked: the backend did not say what the category offers');
    return address;
  }
}

function segmentOf({ limit, page, ordering, inStock, selection }: ListingAddress): string {
  return listingSegment({ limit, page, ordering, inStock }, selection);
}

// no route matches /404: Next renders the not-found page with its status
const notFound = (request: NextRequest) => NextResponse.rewrite(new URL('/404', request.url));
