import type { ReactNode } from 'react';
import { redirect } from 'next/navigation';
import type { ListFilter } from '@/lib/contract/calls/account';
import type { ListFilterOptions } from '@/lib/contract/schemas/account';
import { filterChoices, isFiltered, listFilterQuery, offeredFilter, sameFilter, withListFilter } from '@/lib/shop/account/list-filter';
import { ListFilterBar } from './list-filter-bar';

/** What a company-wide list shows of its filter (docs/decisions/059-company-accounts.md, company-wide views). */
export interface ListFiltering {
  /** the filter that applies */
  filter: ListFilter;
  filtered: boolean;
  /** the query the paginator's links keep */
  query: Record<string, string>;
  /** the filter bar, or null where there is nothing to choose (a company of one, an upstream without the extension lists) */
  bar: ReactNode;
  /** whether the rows name who ordered: the owner's and accountant's view of a company with colleagues */
  withPeople: boolean;
}

/**
 * The filter of a list read with the address's `requested` filter and answered with `options`. An
 * address asking for what the bar does not offer (a buyer's person, another company's id, a typo) is
 * sent to the address without it, so what the page shows and its address always agree; an upstream
 * without the extension lists offers nothing and its list is today's, whatever the address says.
 */
export function listFiltering(path: string, requested: ListFilter, options: ListFilterOptions | null): ListFiltering {
  const filter = offeredFilter(requested, options);
  if (options && !sameFilter(filter, requested)) redirect(withListFilter(path, filter));
  const choices = filterChoices(options);
  const bar =
    options && (choices.people || choices.sites) ? (
      <ListFilterBar action={path} people={choices.people ? options.people : []} sites={choices.sites ? options.sites : []} filter={filter} />
    ) : null;
  return { filter, filtered: isFiltered(filter), query: listFilterQuery(filter), bar, withPeople: choices.people };
}
