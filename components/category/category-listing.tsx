import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { Paginator } from '@/components/ui/paginator';
import { PricedProducts } from '@/lib/signed-in/server/priced-products';
import { IntlScope } from '@/components/layout/intl-scope';
import { EMPTY_SELECTION, formatFacetSelection, parseFacetSelection, type FacetSelection } from '@/lib/contract/rules/facet-selection';
import { filterHref, listingHref } from '@/lib/shop/catalogue/listing-address';
import { listingQuery, type ListingParams } from '@/lib/contract/rules/ordering';
import { loadFacets } from '@/lib/server/catalogue/facets';
import { loadListing } from '@/lib/server/catalogue/listing';
import { LISTING_COUNT } from '@/lib/shop/catalogue/listing-focus';
import { FilterChips } from './filter-chips';
import { FilterDrawer } from './filter-drawer';
import { ListingControls } from './listing-controls';
import { ProductGrid } from './product-grid';
import styles from './category-listing.module.scss';

interface CategoryListingProps {
  lang: string;
  categoryId: number;
  /** the category page's address, e.g. /category/cctv/ip-kamery */
  basePath: string;
  /** lm, pg, or, st already clamped (from the listing segment, lib/shop/urls/listing-segment.ts) */
  params: ListingParams;
  /** the parameter filters of the address (f); what the category does not offer is dropped */
  selection: FacetSelection;
}

/**
 * The part of a category page that depends on the listing state (lm, pg, or, st), its data a
 * cached read. A page past the end shows the last page, never an error.
 */
export async function CategoryListing({ lang, categoryId, basePath, params, selection }: CategoryListingProps) {
  const t = await getTranslations('Listing');
  const tf = await getTranslations('Filters');
  // no facets call upstream (or it failed): no filters, and the listing ignores any in the address
  const facets = await loadFacets(categoryId, selection, params.inStock);
  const parameters = facets ? parseFacetSelection(facets.selection) : EMPTY_SELECTION;
  const filtered = formatFacetSelection(parameters) !== '';
  const filter = { categoryId, limit: params.limit, ordering: params.ordering, inStock: params.inStock, parameters };
  let page = params.page;
  // an offset far past the end may be refused: then the first page tells the count
  let listing = (await loadListing(lang, { ...filter, offset: params.offset })) ?? (await loadListing(lang, { ...filter, offset: 0 }));
  if (!listing) throw new Error(`Listing of category ${categoryId} refused`);
  const pages = Math.max(1, Math.ceil(listing.count / params.limit));
  if (page > pages || (listing.products.length === 0 && page > 1)) {
    page = pages;
    listing = (await loadListing(lang, { ...filter, offset: (pages - 1) * params.limit })) ?? listing;
  }
  const offset = (page - 1) * params.limit;
  // ordering, size and filters stay in every page link, written as proxy.ts expects them
  const keep = listingQuery({ limit: params.limit, ordering: params.ordering, inStock: params.inStock });
  const hrefOf = (p: number) =>
    listingHref(basePath, { limit: params.limit, ordering: params.ordering, inStock: params.inStock, selection: parameters, page: p });
  const hasFacets = facets !== null && facets.facets.length > 0;

  return (
    <>
      <div className={styles.toolbar}>
        <IntlScope area="listing">
          <ListingControls
            key={`${params.ordering}-${params.limit}-${params.inStock}`}
            action={basePath}
            ordering={params.ordering}
            limit={params.limit}
            inStock={params.inStock}
            selection={parameters}
          />
        </IntlScope>
        {hasFacets && (
          <IntlScope area="category">
            <FilterDrawer categoryId={categoryId} facets={facets} basePath={basePath} keep={keep.toString()} inStock={params.inStock} />
          </IntlScope>
        )}
        {/* focused after a filter whose control is gone (lib/browser/focus-after-load.ts) */}
        <p id={LISTING_COUNT} className={styles.count} role="status" tabIndex={-1}>
          {t('count', { count: listing.count })}
        </p>
      </div>
      {hasFacets && (
        // phones without JavaScript see the side panel's links instead (page.module.scss, scripting: none)
        <FilterChips facets={facets.facets} selection={parameters} basePath={basePath} keep={keep.toString()} />
      )}
      {listing.products.length > 0 ? (
        <PricedProducts ids={listing.products.map((p) => p.id)} sources={[{ kind: 'filter', lang, ...filter, offset }]}>
          <ProductGrid products={listing.products} label={t('products')} />
        </PricedProducts>
      ) : (
        <div className={styles.empty}>
          <h2 className={styles.emptyTitle}>{t('empty')}</h2>
          <p>{filtered ? tf('emptyFiltered') : params.inStock ? t('emptyInStock') : t('emptyText')}</p>
          {filtered && (
            <Button href={filterHref(basePath, keep, EMPTY_SELECTION)} variant="secondary">
              {tf('clearAll')}
            </Button>
          )}
          {params.inStock && !filtered && (
            <Button href={basePath} variant="secondary">
              {t('showAll')}
            </Button>
          )}
        </div>
      )}
      <Paginator page={page} pageCount={listing.count > 0 ? pages : 1} basePath={basePath} hrefOf={hrefOf} status />
    </>
  );
}
