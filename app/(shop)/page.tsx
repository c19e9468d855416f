import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { ProductLineTiles } from '@/components/catalogue/product-line-tiles';
import { BannerPlaceholder } from '@/components/home/banner-placeholder';
import { BlogSection } from '@/components/home/blog-section';
import { BrandList } from '@/components/home/brand-list';
import { HomeBanners } from '@/components/home/home-banners';
import { OffersSection } from '@/components/home/offers-section';
import { OrganizationJsonLd } from '@/components/home/organization-json-ld';
import { CardSkeletons } from '@/components/ui/card-skeletons';
import { WidthContainer } from '@/components/ui/width-container';
import { loadMenu } from '@/lib/server/catalogue/menu';
import { pageMetadata } from '@/lib/seo/metadata';
import { shop } from '@/lib/shop';
import styles from './page.module.scss';

export async function generateMetadata(): Promise<Metadata> {
  const [t, common] = await Promise.all([getTranslations('Home'), getTranslations('Common')]);
  return pageMetadata({ title: common('metaTitle', { name: shop.name }), description: t('metaDescription'), path: '/' });
}

/** Home (spec §2): banners, the five product lines, offers, brands and the blog. */
export default async function HomePage() {
  const [t, slideshow, lang] = await Promise.all([getTranslations('Home'), getTranslations('Slideshow'), getLocale()]);
  const menu = await loadMenu(lang);
  return (
    <WidthContainer className={styles.home}>
      <OrganizationJsonLd />
      <h1 className={styles.title}>{t('title', { name: shop.name })}</h1>
      <Suspense fallback={<BannerPlaceholder label={slideshow('loading')} />}>
        <HomeBanners lang={lang} />
      </Suspense>
      <ProductLineTiles menu={menu} lang={lang} />
      <Suspense fallback={<CardSkeletons label={t('loadingOffers')} />}>
        <OffersSection lang={lang} />
      </Suspense>
      <BrandList lang={lang} />
      <Suspense fallback={<CardSkeletons label={t('loadingBlogs')} />}>
        <BlogSection lang={lang} />
      </Suspense>
    </WidthContainer>
  );
}
