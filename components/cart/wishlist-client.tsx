'use client';

import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { ProductCard } from '@/components/catalogue/product-card';
import { productCardData } from '@/components/catalogue/product-card-data';
import { ListingControls } from '@/components/category/listing-controls';
import { withMessages } from '@/components/ui/messages-scope';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/page-spinner';
import { Paginator } from '@/components/ui/paginator';
import { LoadedCustomerProducts } from '@/lib/signed-in/browser/customer-products';
import { useUser } from '@/lib/browser/use-user';
import { useWishlist } from '@/lib/browser/use-wishlist';
import { useWishlistPage } from '@/lib/browser/use-wishlist-page';
import { listingQuery, parseListingParams } from '@/lib/contract/rules/ordering';
import { pageCount } from '@/lib/shop/catalogue/pagination';
import wishlistMessages from '@/messages/sk.wishlist.json';
import { WishlistEmpty } from './wishlist-empty';
import styles from './wishlist-client.module.scss';

const BASE_PATH = '/account/wishlist';

/**
 * The wishlist page's list: ordering (no in-stock filter), cards with remove, the paginator from the
 * count. Its texts come with its code (messages/sk.wishlist.json), not in every page's payload.
 */
export const WishlistClient = withMessages(wishlistMessages, WishlistList);

function WishlistList() {
  const t = useTranslations('Wishlist');
  const lang = useLocale();
  const { limit, page, ordering, offset } = parseListingParams(useSearchParams());
  const { isLoggedIn } = useUser();
  const { count, isWished, toggle } = useWishlist();
  const { products, error, reload } = useWishlistPage(lang, limit, offset, ordering, isLoggedIn);

  if (!products && error) {
    return (
      <div className={styles.failed} role="alert">
        <p>{t('failed')}</p>
        <Button variant="secondary" size="sm" icon="refresh" onClick={() => void reload()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (!products) return <PageSpinner label={t('loading')} />;

  // a product removed here leaves at once; the reload after the server's answer fills the page again
  const shown = products.filter((p) => isWished(p.id, true));
  if (shown.length === 0) return <WishlistEmpty />;

  const query = Object.fromEntries(listingQuery({ ordering, limit }));
  return (
    <div className={styles.wishlist}>
      <div className={styles.bar}>
        <p className={styles.count}>{t('count', { count })}</p>
        <ListingControls action={BASE_PATH} ordering={ordering} limit={limit} inStock={false} showInStock={false} />
      </div>
      <LoadedCustomerProducts products={products}>
        <section aria-label={t('listLabel')}>
          <ul className={styles.grid}>
            {shown.map((product) => (
              <li key={product.id} className={styles.cell}>
                <ProductCard
                  product={productCardData(product)}
                  headingLevel="h3"
                  actions={
                    <Button
                      variant="ghost"
                      size="sm"
                      icon="trash"
                      className={styles.remove}
                      onClick={() => void toggle(product.id, true)}
                      aria-label={t('removeNamed', { name: product.name })}
                    >
                      {t('removeShort')}
                    </Button>
                  }
                />
              </li>
            ))}
          </ul>
        </section>
      </LoadedCustomerProducts>
      <Paginator page={page} pageCount={pageCount(count, limit)} basePath={BASE_PATH} query={query} />
    </div>
  );
}
