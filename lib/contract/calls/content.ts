import { callApi, seg, type ApiClient } from '../client';
import type { BlogList } from '../schemas/content';

/** GET /blog/list/{lang}/{limit}/{offset}: one page of cards and the total. */
export async function getBlogList(client: ApiClient, lang: string, limit: number, offset: number): Promise<BlogList> {
  const response = await callApi(client, 'GET', `/blog/list/${seg(lang)}/${seg(limit)}/${seg(offset)}`, 'blogListResponseSchema');
  return { blogs: response.blogs, count: response.count };
}

/** GET /blog/homepage/{lang}: the home page's blog scroller. */
export async function getHomepageBlogs(client: ApiClient, lang: string) {
  return (await callApi(client, 'GET', `/blog/homepage/${seg(lang)}`, 'homepageBlogsResponseSchema')).blogs;
}

/** GET /blog/url/{lang}/{url}: one article. */
export async function getBlogByUrl(client: ApiClient, lang: string, url: string) {
  return (await callApi(client, 'GET', `/blog/url/${seg(lang)}/${seg(url)}`, 'blogResponseSchema')).blog;
}

/** GET /text-pages/url/{lang}/{url}: one text page. */
export async function getTextPage(client: ApiClient, lang: string, url: string) {
  return (await callApi(client, 'GET', `/text-pages/url/${seg(lang)}/${seg(url)}`, 'textPageResponseSchema')).page;
}
