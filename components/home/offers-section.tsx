import { getTranslations } from 'next-intl/server';
import { ProductCard } from '@/components/catalogue/product-card';
import { productCardData } from '@/components/catalogue/product-card-data';
import { CardScroller } from '@/components/ui/card-scroller';
import { PricedProducts } from '@/lib/signed-in/server/priced-products';
import { loadHomeProducts } from '@/lib/server/catalogue/home-products';
import { HomeSection } from './home-section';

/** The offers scroller; shows only when there are offers. Customers' prices come from the browser. */
export async function OffersSection({ lang }: { lang: string }) {
  const [t, products] = await Promise.all([getTranslations('Home'), loadHomeProducts(lang)]);
  if (products.length === 0) return null;
  return (
    <HomeSection id="home-offers" title={t('offersTitle')}>
      <PricedProducts ids={products.map((p) => p.id)} sources={[{ kind: 'homepage', lang }]}>
        <CardScroller label={t('offersLabel')}>
          {products.map((product) => (
            <ProductCard key={product.id} product={productCardData(product)} />
          ))}
        </CardScroller>
      </PricedProducts>
    </HomeSection>
  );
}
