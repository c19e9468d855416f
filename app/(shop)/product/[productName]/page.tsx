import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { CatalogueBreadcrumbs } from '@/components/catalogue/catalogue-breadcrumbs';
import { IntlScope } from '@/components/layout/intl-scope';
import { menuHref } from '@/lib/shop/urls/menu-href';
import { Gallery } from '@/components/product/gallery';
import { LastViewedProducts } from '@/components/product/last-viewed-products';
import { ProductDetailTabs } from '@/components/product/product-detail-tabs';
import { ProductRow } from '@/components/product/product-row';
import { ProductSummary } from '@/components/product/product-summary';
import { WidthContainer } from '@/components/ui/width-container';
import { coverImage, productListItemSchema } from '@/lib/contract/schemas/product';
import { PricedProducts } from '@/lib/signed-in/server/priced-products';
import { getHomepageProducts } from '@/lib/contract/calls/catalogue';
import { DEFAULT_LOCALE } from '@/lib/shared/i18n/config';
import { decodeParam } from '@/lib/shop/urls/route-params';
import { publicApi } from '@/lib/server/api';
import { loadMenu } from '@/lib/server/catalogue/menu';
import { loadProduct } from '@/lib/server/catalogue/product';
import { findNearestMenuTrail } from '@/lib/shop/catalogue/menu-trail';
import { plainTextExcerpt } from '@/lib/shop/seo/plain-text';
import { JsonLd } from '@/lib/shop/seo/json-ld';
import { absoluteUrl, pageMetadata } from '@/lib/shop/seo/metadata';
import { shop } from '@/lib/runtime/config/shop';
import { productPath } from '@/lib/shop/urls/shop-paths';
import styles from './page.module.scss';

interface ProductPageProps {
  params: Promise<{ productName: string }>;
}

async function productOf(params: ProductPageProps['params']) {
  const url = decodeParam((await params).productName);
  if (!url) return null;
  return loadProduct(await getLocale(), url);
}

/** The offers are prerendered at build; other products render on their first visit, then come from the cache. */
export async function generateStaticParams(): Promise<Array<{ productName: string }>> {
  try {
    const offers = await getHomepageProducts(publicApi, DEFAULT_LOCALE);
    if (offers.length) return offers.slice(0, 8).map((product) => ({ productName: product.url.url }));
  } catch (error) {
    console.error('Offers for prerendering could not be loaded', error);
  }
  return [{ productName: '-' }];
}

export async function generateMetadata({ params }: ProductPageProps): Promise<Metadata> {
  const product = await productOf(params);
  if (!product) return { robots: { index: false, follow: true } };
  const t = await getTranslations('Product');
  const description =
    plainTextExcerpt(product.short_description) || t('metaDescription', { name: product.name, code: product.code, vendor: product.vendor, shop: shop.name });
  return pageMetadata({ title: product.name, description, path: productPath(product.url.url), image: coverImage(product)?.src });
}

/** product/{productName}: everything public is in the server HTML; prices, cart and attachments come with the session. */
export default async function ProductPage({ params }: ProductPageProps) {
  const product = await productOf(params);
  if (!product) notFound();
  const [lang, t] = [await getLocale(), await getTranslations('Product')];
  const path = productPath(product.url.url);
  // the category trail from the menu (the same labels and links as the category pages), then the product
  const trail = product.category ? findNearestMenuTrail(await loadMenu(lang), product.category.url) : null;
  const crumbs = [...(trail?.nodes ?? []).map((node) => ({ label: node.label, href: menuHref(node.url, lang) })), { label: product.name, href: path }];
  const snapshot = productListItemSchema.parse(product);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.code,
    ...(product.ean ? { gtin13: product.ean } : {}),
    ...(product.vendor ? { brand: { '@type': 'Brand', name: product.vendor } } : {}),
    image: product.image.map((image) => absoluteUrl(image.src)),
    description: plainTextExcerpt(product.short_description || product.description, 500),
    url: absoluteUrl(path),
  };

  // The gallery, attachments and question form bring their messages. Here rather than in a layout:
  // the layout's client part would be one more script in the page's first load.
  return (
    <IntlScope area="product">
      <PricedProducts ids={[product.id, ...product.related_products.map((p) => p.id)]} sources={[{ kind: 'detail', lang, url: product.url.url }]}>
        <WidthContainer className={styles.page}>
          <JsonLd data={jsonLd} />
          <CatalogueBreadcrumbs crumbs={crumbs} />
          <div className={styles.top}>
            <Gallery images={product.image} name={product.name} />
            <ProductSummary product={product} shareUrl={absoluteUrl(path)} />
          </div>
          <ProductDetailTabs product={product} />
          <ProductRow title={t('related')} products={product.related_products} />
          <LastViewedProducts product={snapshot} />
        </WidthContainer>
      </PricedProducts>
    </IntlScope>
  );
}
