import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { getBlogByUrl, getBlogList, getHomepageBlogs } from '@/lib/api/calls/content';
import { ApiError } from '@/lib/api/errors';
import type { Blog, BlogCard, BlogList } from '@/lib/api/schemas/content';
import { publicApi } from '@/lib/server/api';

/** Cards per page of the blog list (spec §9). */
export const BLOG_PAGE_SIZE = 12;

/** The home page's blog scroller; a failed read hides the section for a minute. */
export async function loadHomeBlogs(lang: string): Promise<BlogCard[]> {
  'use cache';
  cacheLife('hours');
  cacheTag('blog-list');
  try {
    return await getHomepageBlogs(publicApi, lang);
  } catch (error) {
    console.error('Home blogs could not be loaded', error);
    cacheLife('minutes');
    return [];
  }
}

/** One page (1-based) of the blog list and the total; errors reach the page's error boundary. */
export async function loadBlogPage(lang: string, page: number): Promise<BlogList> {
  'use cache';
  cacheLife('hours');
  cacheTag('blog-list');
  return getBlogList(publicApi, lang, BLOG_PAGE_SIZE, (page - 1) * BLOG_PAGE_SIZE);
}

/** One article, or null when the backend does not know it (the page answers 404). */
export async function loadBlog(lang: string, url: string): Promise<Blog | null> {
  'use cache';
  cacheLife('hours');
  cacheTag(`blog:${url}`);
  try {
    return await getBlogByUrl(publicApi, lang, url);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
