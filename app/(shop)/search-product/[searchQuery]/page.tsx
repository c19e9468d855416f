import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { SearchListing } from '@/components/search/search-listing';
import { searchHref } from '@/components/search/search-href';
import { WidthContainer } from '@/components/ui/width-container';
import { normaliseQuery } from '@/lib/contract/rules/search-query';
import { decodeParam } from '@/lib/shop/urls/route-params';
import { pageMetadata } from '@/lib/shop/seo/metadata';
import styles from './page.module.scss';

// Any text can be searched: the page renders per request, blocking (and is kept out of search engines).
export const instant = false;

interface SearchPageProps {
  params: Promise<{ searchQuery: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The query of the route, decoded once and normalised as the API sends it; null for a malformed or blank one. */
async function queryOf(params: SearchPageProps['params']): Promise<string | null> {
  const decoded = decodeParam((await params).searchQuery);
  return decoded === null ? null : normaliseQuery(decoded);
}

export async function generateMetadata({ params }: SearchPageProps): Promise<Metadata> {
  const query = await queryOf(params);
  const t = await getTranslations('SearchPage');
  if (query === null) return { title: t('heading'), robots: { index: false, follow: true } };
  return pageMetadata({ title: t('title', { query }), description: t('metaDescription', { query }), path: searchHref(query), noindex: true });
}

/**
 * search-product/{searchQuery}: the banner, the found products as horizontal cards, the paginator or
 * 'no results'. Rendered whole before it is sent (no streamed holes), so it reads without JavaScript.
 */
export default async function SearchPage({ params, searchParams }: SearchPageProps) {
  const query = await queryOf(params);
  if (query === null) notFound();
  const [t, lang] = [await getTranslations('SearchPage'), await getLocale()];
  return (
    <WidthContainer className={styles.page}>
      <header className={styles.banner}>
        <h1 className={styles.title}>{t('title', { query })}</h1>
      </header>
      <SearchListing query={query} lang={lang} searchParams={searchParams} />
    </WidthContainer>
  );
}
