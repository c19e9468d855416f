import 'server-only';
import { getBlogByUrl, getBlogList, getHomepageBlogs } from '@/lib/contract/calls/content';
import type { Blog, BlogCard, BlogList } from '@/lib/contract/schemas/content';
import { publicApi } from '@/lib/server/api';
import { cacheCatalogueRead, tags } from '@/lib/server/cache-manifest';
import { orNullWhenStoring, readOrFallback, readOrNull } from './cached-read';

/** Cards per page of the blog list (docs/rules.md#limits). */
export const BLOG_PAGE_SIZE = 12;

async function readHomeBlogs(lang: string, storing: boolean): Promise<BlogCard[] | null> {
  'use cache';
  cacheCatalogueRead(tags.blogList);
  return orNullWhenStoring('Home blogs', storing, () => getHomepageBlogs(publicApi, lang));
}

/** The home page's blog scroller; a failed read hides the section for that render only (readOrFallback). */
export function loadHomeBlogs(lang: string): Promise<BlogCard[]> {
  return readOrFallback('Home blogs', [], (storing) => readHomeBlogs(lang, storing));
}

/** One page (1-based) of the blog list and the total; errors reach the page's error boundary. */
export async function loadBlogPage(lang: string, page: number): Promise<BlogList> {
  'use cache';
  cacheCatalogueRead(tags.blogList);
  return getBlogList(publicApi, lang, BLOG_PAGE_SIZE, (page - 1) * BLOG_PAGE_SIZE);
}

/** One article, or null when the backend does not know it (the page answers 404). */
export async function loadBlog(lang: string, url: string): Promise<Blog | null> {
  'use cache';
  cacheCatalogueRead(tags.blog(url));
  return readOrNull(404, () => getBlogByUrl(publicApi, lang, url));
}
