import { getTranslations } from 'next-intl/server';
import { BlogScroller } from '@/components/blog/blog-scroller';
import { Button } from '@/components/ui/button';
import { sanitizeHtml } from '@/lib/shared/format/sanitize-html';
import { loadHomeBlogs } from '@/lib/server/catalogue/blogs';
import { blogPath } from '@/lib/shop/urls/shop-paths';
import { HomeSection } from './home-section';

/** The blog scroller with a link to the whole list; shows only when there are articles. */
export async function BlogSection({ lang }: { lang: string }) {
  const [t, tb, blogs] = await Promise.all([getTranslations('Home'), getTranslations('Blog'), loadHomeBlogs(lang)]);
  if (blogs.length === 0) return null;
  return (
    <HomeSection
      id="home-blog"
      title={t('blogTitle')}
      aside={
        <Button href="/blog" variant="ghost" size="sm" icon="arrow-right" iconAfter>
          {t('blogAll')}
        </Button>
      }
    >
      <BlogScroller
        label={t('blogLabel')}
        readMore={tb('readMore')}
        cards={blogs.map((blog) => ({
          href: blogPath(lang, blog.url.url),
          title: blog.title,
          ...(blog.image?.src && { image: blog.image.src }),
          perex: sanitizeHtml(blog.perex),
        }))}
      />
    </HomeSection>
  );
}
