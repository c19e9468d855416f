import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { SafeHtml } from '@/components/ui/safe-html';
import { ShareButtons } from '@/components/ui/share-buttons';
import { WidthContainer } from '@/components/ui/width-container';
import { DEFAULT_LOCALE } from '@/lib/shared/i18n/config';
import { loadBlog } from '@/lib/server/catalogue/blogs';
import { loadBlogUrls } from '@/lib/server/catalogue/sitemap';
import { loadInLanguageOr404 } from '@/lib/server/language-route';
import { JsonLd } from '@/lib/shop/seo/json-ld';
import { absoluteUrl, pageMetadata } from '@/lib/shop/seo/metadata';
import { plainTextExcerpt } from '@/lib/shop/seo/plain-text';
import { shop } from '@/lib/runtime/config/shop';
import { blogPath } from '@/lib/shop/urls/shop-paths';
import styles from '../../article.module.scss';

interface Props {
  params: Promise<{ language: string; blogName: string }>;
}

/** The article of the route, or 404; the language must be one the shop speaks. */
async function articleOf(params: Props['params']) {
  const { language, blogName } = await params;
  const { item: blog, lang, url } = await loadInLanguageOr404(language, blogName, loadBlog);
  return { blog, lang, url, path: blogPath(lang, url) };
}

/** The published articles are prerendered; a newer one renders on its first visit and is kept. */
export async function generateStaticParams() {
  const urls = await loadBlogUrls(DEFAULT_LOCALE).catch(() => []);
  // Cache Components needs one entry at least; an empty blog (a fresh, unseeded database) gets a
  // placeholder that renders as not found.
  if (!urls.length) return [{ language: DEFAULT_LOCALE, blogName: '-' }];
  return urls.map((blogName) => ({ language: DEFAULT_LOCALE, blogName }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { blog, path } = await articleOf(params);
  return pageMetadata({ title: blog.title, description: plainTextExcerpt(blog.content), path, type: 'article' });
}

/** One blog article (docs/rules.md#screens): title, publish date, content, share buttons. */
export default async function BlogArticlePage({ params }: Props) {
  const { blog, path } = await articleOf(params);
  const [t, format] = await Promise.all([getTranslations('Blog'), getFormatter()]);
  const published = new Date(blog.publish);
  const validDate = !Number.isNaN(published.getTime());
  const url = absoluteUrl(path);
  return (
    <WidthContainer narrow className={styles.page}>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: blog.title,
          description: plainTextExcerpt(blog.content),
          ...(validDate ? { datePublished: published.toISOString() } : {}),
          mainEntityOfPage: url,
          url,
          inLanguage: 'sk',
          author: { '@type': 'Organization', name: shop.company },
          publisher: { '@type': 'Organization', name: shop.company },
        }}
      />
      <Button href="/blog" variant="ghost" size="sm" icon="arrow-left" className={styles.back}>
        {t('backToList')}
      </Button>
      <article className={styles.sheet}>
        <header className={styles.header}>
          <h1 className={styles.title}>{blog.title}</h1>
          {validDate && (
            <p className={styles.meta}>
              <time dateTime={published.toISOString()}>
                {t('published', { date: format.dateTime(published, { day: 'numeric', month: 'long', year: 'numeric' }) })}
              </time>
            </p>
          )}
        </header>
        <SafeHtml html={blog.content} className={styles.content} />
        <footer className={styles.footer}>
          <ShareButtons url={url} title={blog.title} />
        </footer>
      </article>
    </WidthContainer>
  );
}
