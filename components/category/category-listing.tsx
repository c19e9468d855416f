import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { Paginator } from '@/components/ui/paginator';
import { CustomerProductsProvider } from '@/lib/client/customer-products';
import { listingQuery, type ListingParams } from '@/lib/catalogue/ordering';
import { loadListing } from '@/lib/server/catalogue/listing';
import { ListingControls } from './listing-controls';
import { ProductGrid } from './product-grid';
import styles from './category-listing.module.scss';

interface CategoryListingProps {
  lang: string;
  categoryId: number;
  /** the category page's address, e.g. /category/cctv/ip-kamery */
  basePath: string;
  /** lm, pg, or, st already clamped (from the listing segment, lib/listing-segment) */
  params: ListingParams;
}

/**
 * The part of a category page that depends on the listing state (lm, pg, or, st), its data a
 * cached read. A page past the end shows the last page, never an error.
 */
export async function CategoryListing({ lang, categoryId, basePath, params }: CategoryListingProps) {
  const t = await getTranslations('Listing');
  const filter = { categoryId, limit: params.limit, ordering: params.ordering, inStock: params.inStock };
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
  // ordering, size and filter stay in every page link; the page itself is the paginator's `pg`
  const query = Object.fromEntries(listingQuery({ ...filter, limit: params.limit }));

  return (
    <>
      <div className={styles.toolbar}>
        <ListingControls
          key={`${params.ordering}-${params.limit}-${params.inStock}`}
          action={basePath}
          ordering={params.ordering}
          limit={params.limit}
          inStock={params.inStock}
        />
        <p className={styles.count} role="status">
          {t('count', { count: listing.count })}
        </p>
      </div>
      {listing.products.length > 0 ? (
        <CustomerProductsProvider sources={[{ kind: 'filter', lang, ...filter, offset }]}>
          <ProductGrid products={listing.products} label={t('products')} />
        </CustomerProductsProvider>
      ) : (
        <div className={styles.empty}>
          <h2 className={styles.emptyTitle}>{t('empty')}</h2>
          <p>{params.inStock ? t('emptyInStock') : t('emptyText')}</p>
          {params.inStock && (
            <Button href={basePath} variant="secondary">
              {t('showAll')}
            </Button>
          )}
        </div>
      )}
      <Paginator page={page} pageCount={listing.count > 0 ? pages : 1} basePath={basePath} query={query} status />
    </>
  );
}
