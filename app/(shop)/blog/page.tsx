import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { BlogListing } from '@/components/blog/blog-listing';
import { CardSkeletons } from '@/components/ui/card-skeletons';
import { WidthContainer } from '@/components/ui/width-container';
import { pageMetadata } from '@/lib/seo/metadata';
import styles from './blog.module.scss';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Blog');
  // every ?pg= page names /blog as canonical; robots.txt keeps the variants out of the index
  return pageMetadata({ title: t('title'), description: t('metaDescription'), path: '/blog' });
}

/** The blog list (spec §2): cards in a grid, a paginator, the empty message. */
export default async function BlogPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [t, lang] = await Promise.all([getTranslations('Blog'), getLocale()]);
  return (
    <WidthContainer className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
      </header>
      <Suspense fallback={<CardSkeletons label={t('loading')} layout="grid" />}>
        <BlogListing searchParams={searchParams} lang={lang} />
      </Suspense>
    </WidthContainer>
  );
}
