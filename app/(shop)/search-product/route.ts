import { searchHref } from '@/components/search/search-href';
import { normaliseQuery } from '@/lib/contract/rules/search-query';

/** The search form without JavaScript submits here (?q=…): on to the results page, or home for a blank query. */
export function GET(request: Request): Response {
  const query = normaliseQuery(new URL(request.url).searchParams.get('q') ?? '');
  return new Response(null, { status: 303, headers: { Location: query === null ? '/' : searchHref(query) } });
}
