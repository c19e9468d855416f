import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { ProductLineTiles } from '@/components/catalogue/product-line-tiles';
import { BlogSection } from '@/components/home/blog-section';
import { BrandList } from '@/components/home/brand-list';
import { HomeBanners } from '@/components/home/home-banners';
import { OffersSection } from '@/components/home/offers-section';
import { OrganizationJsonLd } from '@/components/home/organization-json-ld';
import { WidthContainer } from '@/components/ui/width-container';
import { loadMenu } from '@/lib/server/catalogue/menu';
import { pageMetadata } from '@/lib/shop/seo/metadata';
import { shop } from '@/lib/runtime/config/shop';
import styles from './page.module.scss';

export async function generateMetadata(): Promise<Metadata> {
  const [t, common] = await Promise.all([getTranslations('Home'), getTranslations('Common')]);
  return pageMetadata({ title: common('metaTitle', { name: shop.name }), description: t('metaDescription'), path: '/' });
}

/**
 * Home (docs/rules.md#screens): banners, the five product lines, offers, brands and the blog. Every read is
 * cached, so the page is prerendered whole; Suspense boundaries here would be streamed as
 * hidden segments that only JavaScript reveals, so the sections render inline instead.
 */
export default async function HomePage() {
  const [t, lang] = await Promise.all([getTranslations('Home'), getLocale()]);
  const menu = await loadMenu(lang);
  return (
    <WidthContainer className={styles.home}>
      <OrganizationJsonLd />
      <h1 className={styles.title}>{t('title', { name: shop.name })}</h1>
      <HomeBanners lang={lang} />
      <ProductLineTiles menu={menu} lang={lang} />
      <OffersSection lang={lang} />
      <BrandList lang={lang} />
      <BlogSection lang={lang} />
    </WidthContainer>
  );
}
