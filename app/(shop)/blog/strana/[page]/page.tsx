import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BlogListPage } from '@/components/blog/blog-list-page';
import { parsePage } from '@/lib/shop/catalogue/pagination';
import { pageMetadata } from '@/lib/shop/seo/metadata';

interface Props {
  params: Promise<{ page: string }>;
}

/** Rendered on first visit, then from the cache; the placeholder keeps the build from rendering none. */
export function generateStaticParams() {
  return [{ page: '2' }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations('Blog');
  const page = parsePage((await params).page);
  return pageMetadata({ title: t('pageTitle', { page }), description: t('metaDescription'), path: '/blog' });
}

/** /blog?pg=N as proxy.ts serves it (lib/shop/urls/listing-segment.ts): the page number as a path segment. */
export default async function BlogListPageN({ params }: Props) {
  return <BlogListPage page={parsePage((await params).page)} />;
}
