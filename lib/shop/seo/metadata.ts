import type { Metadata } from 'next';
import { shop, siteUrl } from '@/lib/runtime/config/shop';

export interface PageSeo {
  title: string;
  description?: string;
  /** path below the site root, e.g. "/category/cctv"; canonical and og:url are built from SITE_URL */
  path: string;
  image?: string | null;
  noindex?: boolean;
  type?: 'website' | 'article';
}

/** Absolute URL on the public site (SITE_URL), never derived from the request's Host header. */
export function absoluteUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${siteUrl()}${path.startsWith('/') ? path : `/${path}`}`;
}

/** generateMetadata's result for a public page: title, description, canonical, Open Graph, robots. */
export function pageMetadata({ title, description, path, image, noindex, type = 'website' }: PageSeo): Metadata {
  const url = absoluteUrl(path);
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: {
      title,
      description,
      url,
      siteName: shop.name,
      locale: 'sk_SK',
      type,
      ...(image ? { images: [{ url: absoluteUrl(image) }] } : {}),
    },
    robots: noindex ? { index: false, follow: true } : undefined,
  };
}
