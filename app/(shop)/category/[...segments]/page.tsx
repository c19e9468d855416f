import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import type { CSSProperties } from 'react';
import { CatalogueBreadcrumbs } from '@/components/catalogue/catalogue-breadcrumbs';
import { CategoryFilterPanel } from '@/components/category/category-filter-panel';
import { CategoryListing } from '@/components/category/category-listing';
import { CategorySideMenu } from '@/components/category/category-side-menu';
import { SubcategoryChips } from '@/components/category/subcategory-chips';
import { menuColors, menuHref } from '@/lib/shop/urls/menu-href';
import { SafeHtml } from '@/components/ui/safe-html';
import { WidthContainer } from '@/components/ui/width-container';
import { DEFAULT_LOCALE } from '@/lib/shared/i18n/config';
import { splitListingSegments } from '@/lib/shop/urls/listing-segment';
import { formatFacetSelection } from '@/lib/contract/rules/facet-selection';
import { resolveCategoryRoute } from '@/lib/server/catalogue/category-route';
import { loadMenu } from '@/lib/server/catalogue/menu';
import { plainTextExcerpt } from '@/lib/shop/seo/plain-text';
import { pageMetadata } from '@/lib/shop/seo/metadata';
import { shop } from '@/lib/runtime/config/shop';
import { categoryPath } from '@/lib/shop/urls/shop-paths';
import styles from './page.module.scss';

interface CategoryPageProps {
  /** the category path, then optionally the listing state segment proxy.ts adds (lib/shop/urls/listing-segment.ts) */
  params: Promise<{ segments: string[] }>;
}

/** The route's category and listing state; null for a 404. */
async function routeOf(params: CategoryPageProps['params']) {
  const { path, listing, selection } = splitListingSegments((await params).segments);
  if (!listing) return null;
  const route = await resolveCategoryRoute(await getLocale(), path);
  return route ? { ...route, listing, selection } : null;
}

/**
 * The product lines are prerendered at build; every other category is rendered on its first
 * visit and then served from the cache (params are awaited outside <Suspense> on purpose).
 */
export async function generateStaticParams(): Promise<Array<{ segments: string[] }>> {
  const lines = (await loadMenu(DEFAULT_LOCALE)).filter((item) => item.url.type === 'category');
  return lines.length ? lines.map((item) => ({ segments: item.url.url.split('/') })) : [{ segments: ['-'] }];
}

export async function generateMetadata({ params }: CategoryPageProps): Promise<Metadata> {
  const route = await routeOf(params);
  if (!route) return { robots: { index: false, follow: true } };
  const t = await getTranslations('Category');
  const { category, path } = route;
  const description = plainTextExcerpt(category.description) || t('metaDescription', { name: category.name, shop: shop.name });
  // filtered addresses: not indexed, their canonical the unfiltered category (never in a sitemap)
  const filtered = formatFacetSelection(route.selection) !== '';
  return pageMetadata({ title: category.name, description, path: categoryPath(path), noindex: filtered });
}

/** category/{item}[/{category}[/{subcategory}[/{subsubcategory}]]]: a product line or one of its categories. */
export default async function CategoryPage({ params }: CategoryPageProps) {
  const route = await routeOf(params);
  if (!route) notFound();
  const lang = await getLocale();
  const { category, trail, path, listing, selection } = route;
  const basePath = categoryPath(path);
  const crumbs = trail.nodes.map((node) => ({ label: node.label, href: menuHref(node.url, lang) }));

  return (
    <WidthContainer className={styles.page}>
      <div style={menuColors(trail.line) as CSSProperties} className={styles.lineColors}>
        <CatalogueBreadcrumbs crumbs={crumbs} />
        <div className={styles.layout}>
          <aside className={styles.aside}>
            <CategorySideMenu trail={trail} lang={lang} />
            <CategoryFilterPanel categoryId={category.id} basePath={basePath} params={listing} selection={selection} />
          </aside>
          <div className={styles.content}>
            <header className={styles.header}>
              <h1 className={styles.title}>{category.name}</h1>
              {category.description && <SafeHtml html={category.description} className={styles.description} />}
            </header>
            <SubcategoryChips trail={trail} lang={lang} />
            <CategoryListing lang={lang} categoryId={category.id} basePath={basePath} params={listing} selection={selection} />
          </div>
        </div>
      </div>
    </WidthContainer>
  );
}
