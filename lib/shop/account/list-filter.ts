import { NO_FILTER, type ListFilter } from '@/lib/contract/calls/account';
import type { ListFilterOptions } from '@/lib/contract/schemas/account';

/**
 * The company-wide lists' filter bar (docs/decisions/059-company-accounts.md, company-wide views):
 * the choice lives in the page's query (`?person=&site=`), so it survives a reload, Back and the
 * paginator's links, and the CSV export reads the same query.
 */

/** A page's or route's query, as Next hands it to a page (a record) or a route handler (URLSearchParams). */
export type ListQuery = URLSearchParams | Readonly<Record<string, string | string[] | undefined>>;

/** The query parameters of the filter, named as the extension lists name theirs. */
export const FILTER_PARAMS = ['person', 'site'] as const;

function valueOf(query: ListQuery, name: string): string | undefined {
  const raw = query instanceof URLSearchParams ? (query.get(name) ?? undefined) : query[name];
  return Array.isArray(raw) ? raw[0] : raw;
}

/** A positive whole id of at most 9 digits, else null (no filter): a hand-edited address never reaches the backend as junk. */
function idOf(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,8}$/.test(value)) return null;
  return Number(value);
}

/** The filter the address asks for. */
export function readListFilter(query: ListQuery): ListFilter {
  return { person: idOf(valueOf(query, 'person')), site: idOf(valueOf(query, 'site')) };
}

/** What the bar offers: a choice of people only where the company has colleagues (owner, accountant), of sites where it keeps any. */
export function filterChoices(options: ListFilterOptions | null): { people: boolean; sites: boolean } {
  return { people: (options?.people.length ?? 0) > 1, sites: (options?.sites.length ?? 0) > 0 };
}

/**
 * The filter that applies: each part only where the bar offers it and names one of its options. An
 * upstream without the extension lists (no options) applies none, so its list is today's; a buyer's
 * person, or an id of another company or a hand-edited address, is dropped (the page then shows the address without it).
 */
export function offeredFilter(filter: ListFilter, options: ListFilterOptions | null): ListFilter {
  if (!options) return NO_FILTER;
  const choices = filterChoices(options);
  const among = (id: number | null, list: ListFilterOptions['people'], offered: boolean) =>
    offered && id !== null && list.some((o) => o.id === id) ? id : null;
  return { person: among(filter.person, options.people, choices.people), site: among(filter.site, options.sites, choices.sites) };
}

export function isFiltered(filter: ListFilter): boolean {
  return filter.person !== null || filter.site !== null;
}

export function sameFilter(a: ListFilter, b: ListFilter): boolean {
  return a.person === b.person && a.site === b.site;
}

/** The filter as query parameters (for the paginator's links): none without a filter. */
export function listFilterQuery(filter: ListFilter): Record<string, string> {
  const query: Record<string, string> = {};
  if (filter.person !== null) query.person = String(filter.person);
  if (filter.site !== null) query.site = String(filter.site);
  return query;
}

/** `path` with the filter's query (the list's address, its CSV export); back to page 1, since a new filter starts there. */
export function withListFilter(path: string, filter: ListFilter): string {
  const text = new URLSearchParams(listFilterQuery(filter)).toString();
  return text ? `${path}?${text}` : path;
}
