import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BlogListPage } from '@/components/blog/blog-list-page';
import { pageMetadata } from '@/lib/shop/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Blog');
  // every ?pg= page names /blog as canonical; robots.txt keeps the variants out of the index
  return pageMetadata({ title: t('title'), description: t('metaDescription'), path: '/blog' });
}

/** The blog list's first page; /blog?pg=N is served by ./strana/[page] (proxy.ts). */
export default function BlogPage() {
  return <BlogListPage page={1} />;
}
