import { blogListResponseSchema, blogResponseSchema, homepageBlogsResponseSchema, textPageResponseSchema } from '@/lib/contract/schemas/content';
import { getDb } from '@/lib/backend/db/client';
import { blogs } from '@/lib/backend/db/schema';
import { callJson } from '../support/backend';
import { expectError } from './support';

async function publishedBySlug() {
  const rows = await (await getDb()).select().from(blogs);
  return new Map(rows.map((r) => [r.slug, r]));
}

describe('GET /blog/list/{lang}/{limit}/{offset}', () => {
  it('pages the articles newest first with the total count, publicly', async () => {
    const all = await publishedBySlug();
    const first = await callJson('GET', '/admin/v1/blog/list/sk/4/0');
    expect(first.headers.get('cache-control')).toMatch(/^public/);
    const page1 = blogListResponseSchema.parse(first.body);
    const page2 = blogListResponseSchema.parse((await callJson('GET', '/admin/v1/blog/list/sk/4/4')).body);
    expect(page1.count).toBe(all.size);
    expect(page1.blogs).toHaveLength(4);
    const slugs = [...page1.blogs, ...page2.blogs].map((b) => b.url.url);
    expect(new Set(slugs).size).toBe(slugs.length);
    const times = slugs.map((s) => all.get(s)!.publishedAt.getTime());
    for (let i = 1; i < times.length; i++) expect(times[i - 1]!).toBeGreaterThanOrEqual(times[i]!);
    expect(page1.blogs[0]!.image?.src).toMatch(/^\/media\//);
    const beyond = blogListResponseSchema.parse((await callJson('GET', `/admin/v1/blog/list/sk/12/${all.size}`)).body);
    expect(beyond).toEqual({ success: true, blogs: [], count: all.size });
  });

  it('refuses malformed paging with the 400 envelope', async () => {
    expectError(await callJson('GET', '/admin/v1/blog/list/sk/abc/0'), 400);
    expectError(await callJson('GET', '/admin/v1/blog/list/sk/12/-1'), 400);
  });

  it('has no articles in another language', async () => {
    expect(blogListResponseSchema.parse((await callJson('GET', '/admin/v1/blog/list/en/12/0')).body).count).toBe(0);
  });
});

describe('GET /blog/homepage/{lang}', () => {
  it('lists at most 6 home page articles, newest first', async () => {
    const all = await publishedBySlug();
    const { blogs: cards } = homepageBlogsResponseSchema.parse((await callJson('GET', '/admin/v1/blog/homepage/sk')).body);
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(6);
    const rows = cards.map((c) => all.get(c.url.url)!);
    expect(rows.every((r) => r.onHomepage)).toBe(true);
    for (let i = 1; i < rows.length; i++) expect(rows[i - 1]!.publishedAt.getTime()).toBeGreaterThanOrEqual(rows[i]!.publishedAt.getTime());
  });
});

describe('GET /blog/url/{lang}/{url}', () => {
  it('returns an article with ISO publish date', async () => {
    const [slug, row] = [...(await publishedBySlug())][0]!;
    const { blog } = blogResponseSchema.parse((await callJson('GET', `/admin/v1/blog/url/sk/${slug}`)).body);
    expect(blog.title).toBe(row.title);
    expect(blog.content).toBe(row.content);
    expect(new Date(blog.publish).toISOString()).toBe(blog.publish);
  });

  it('answers an unknown article with the 404 envelope', async () => {
    expect(expectError(await callJson('GET', '/admin/v1/blog/url/sk/no-such-article'), 404)).toEqual([{ key: 'blog', code: 'messages.blog.notFound' }]);
  });
});

describe('GET /text-pages/url/{lang}/{url}', () => {
  it('returns a text page', async () => {
    const { page } = textPageResponseSchema.parse((await callJson('GET', '/admin/v1/text-pages/url/sk/o-nas')).body);
    expect(page.title).not.toBe('');
    expect(page.content).toMatch(/</);
  });

  it('answers an unknown page or language with the 404 envelope', async () => {
    expectError(await callJson('GET', '/admin/v1/text-pages/url/sk/no-such-page'), 404);
    expectError(await callJson('GET', '/admin/v1/text-pages/url/en/o-nas'), 404);
  });
});
