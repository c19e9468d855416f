import { getTranslations } from 'next-intl/server';
import { Paginator } from '@/components/ui/paginator';
import { BLOG_PAGE_SIZE, loadBlogPage } from '@/lib/server/catalogue/blogs';
import { clampPage, pageCount } from '@/lib/shop/catalogue/pagination';
import { BlogGrid } from './blog-grid';
import styles from './blog-listing.module.scss';

/** One page of the blog list (1-based `page`, from ?pg=), its paginator, or the empty message. */
export async function BlogListing({ page: requested, lang }: { page: number; lang: string }) {
  const t = await getTranslations('Blog');
  let list = await loadBlogPage(lang, requested);
  const pages = pageCount(list.count, BLOG_PAGE_SIZE);
  const page = clampPage(requested, pages);
  // past the last page: show the last one rather than an empty list
  if (page !== requested) list = await loadBlogPage(lang, page);
  if (list.blogs.length === 0) return <p className={styles.empty}>{t('empty')}</p>;
  return (
    <>
      <BlogGrid blogs={list.blogs} lang={lang} />
      <Paginator page={page} pageCount={pages} basePath="/blog" />
    </>
  );
}
