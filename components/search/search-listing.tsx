import { getTranslations } from 'next-intl/server';
import { ProductCard } from '@/components/catalogue/product-card';
import { cardImageLoading, productCardData } from '@/components/catalogue/product-card-data';
import { Paginator } from '@/components/ui/paginator';
import { searchProducts } from '@/lib/contract/calls/search';
import { PricedProducts } from '@/lib/signed-in/server/priced-products';
import { clampPage, pageCount, parsePage } from '@/lib/shop/catalogue/pagination';
import { publicApi } from '@/lib/server/api';
import { OfferedCategories } from './offered-categories';
import { searchHref } from './search-href';
import styles from './search-listing.module.scss';

/** Results per page (docs/rules.md#limits: search default 12). */
export const SEARCH_PAGE_SIZE = 12;

interface SearchListingProps {
  query: string;
  lang: string;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * One page of results (?pg=), read as a guest so the HTML carries no prices; a customer's
 * prices come in the browser (PricedProducts). A page past the end shows the last one.
 */
export async function SearchListing({ query, lang, searchParams }: SearchListingProps) {
  const [t, tSearch] = [await getTranslations('SearchPage'), await getTranslations('Search')];
  let page = parsePage((await searchParams).pg);
  let result = await searchProducts(publicApi, query, lang, SEARCH_PAGE_SIZE, (page - 1) * SEARCH_PAGE_SIZE);
  const pages = pageCount(result.count, SEARCH_PAGE_SIZE);
  if (page > pages) {
    page = clampPage(page, pages);
    result = await searchProducts(publicApi, query, lang, SEARCH_PAGE_SIZE, (page - 1) * SEARCH_PAGE_SIZE);
  }
  if (result.count === 0) {
    return (
      <>
        <div className={styles.empty}>
          <h2 className={styles.emptyTitle}>{t('noResults')}</h2>
          <p>{t('noResultsHint')}</p>
        </div>
        <OfferedCategories categories={result.categories} />
      </>
    );
  }
  const source = { kind: 'search' as const, lang, query, limit: SEARCH_PAGE_SIZE, offset: (page - 1) * SEARCH_PAGE_SIZE };
  return (
    <>
      {result.corrected !== null && (
        <p className={styles.corrected}>
          <strong>{t('corrected', { corrected: result.corrected })}</strong> {t('correctedHint', { query })}
        </p>
      )}
      <p className={styles.count} role="status">
        {t('count', { count: result.count })}
      </p>
      <PricedProducts ids={result.products.map((p) => p.id)} sources={[source]}>
        <section aria-label={tSearch('products')}>
          <ul className={styles.list}>
            {result.products.map((product, index) => (
              <li key={product.id}>
                <ProductCard
                  product={productCardData(product, { listing: 'results' })}
                  layout="horizontal"
                  imageLoading={cardImageLoading(index, 2)}
                  headingLevel="h2"
                />
              </li>
            ))}
          </ul>
        </section>
      </PricedProducts>
      <Paginator page={page} pageCount={pages} basePath={searchHref(query)} />
    </>
  );
}
