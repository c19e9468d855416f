import { parseFacetSelection, type FacetSelection } from '@/lib/contract/rules/facet-selection';
import { listingQuery, type ListingParams } from '@/lib/contract/rules/ordering';
import { loadFacets } from '@/lib/server/catalogue/facets';
import { IntlScope } from '@/components/layout/intl-scope';
import { FacetLinks } from './facet-links';

interface CategoryFilterPanelProps {
  categoryId: number;
  basePath: string;
  params: ListingParams;
  selection: FacetSelection;
}

/** The side panel of parameter filters (768 px and wider; phones use the drawer). Nothing when the category offers none. */
export async function CategoryFilterPanel({ categoryId, basePath, params, selection }: CategoryFilterPanelProps) {
  // the same cached read as the listing's: one facets call per page
  const facets = await loadFacets(categoryId, selection, params.inStock);
  if (!facets || facets.facets.length === 0) return null;
  const keep = listingQuery({ limit: params.limit, ordering: params.ordering, inStock: params.inStock }).toString();
  return (
    <IntlScope area="category">
      <FacetLinks facets={facets.facets} selection={parseFacetSelection(facets.selection)} basePath={basePath} keep={keep} idPrefix="facet" />
    </IntlScope>
  );
}
