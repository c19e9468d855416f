import { getTranslations } from 'next-intl/server';
import { BlogCard } from '@/components/blog/blog-card';
import { Button } from '@/components/ui/button';
import { CardScroller } from '@/components/ui/card-scroller';
import { loadHomeBlogs } from '@/lib/server/catalogue/blogs';
import { HomeSection } from './home-section';

/** The blog scroller with a link to the whole list; shows only when there are articles. */
export async function BlogSection({ lang }: { lang: string }) {
  const [t, blogs] = await Promise.all([getTranslations('Home'), loadHomeBlogs(lang)]);
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
      <CardScroller label={t('blogLabel')}>
        {blogs.map((blog) => (
          <BlogCard key={blog.url.url} blog={blog} lang={lang} />
        ))}
      </CardScroller>
    </HomeSection>
  );
}
