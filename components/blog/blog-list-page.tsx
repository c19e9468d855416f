import { getLocale, getTranslations } from 'next-intl/server';
import { WidthContainer } from '@/components/ui/width-container';
import { BlogListing } from './blog-listing';
import styles from './blog-list-page.module.scss';

/**
 * The blog list (docs/rules.md#screens): heading, one page of cards, the paginator. Served at /blog and, for
 * ?pg=N, from /blog/strana/N (proxy.ts), so it reads no searchParams and is whole in the cache.
 */
export async function BlogListPage({ page }: { page: number }) {
  const [t, lang] = await Promise.all([getTranslations('Blog'), getLocale()]);
  return (
    <WidthContainer className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
      </header>
      <BlogListing page={page} lang={lang} />
    </WidthContainer>
  );
}
