import { eq } from 'drizzle-orm';
import { categoryResponseSchema } from '@/lib/contract/schemas/category';
import { getDb } from '@/lib/backend/db/client';
import { categories } from '@/lib/backend/db/schema';
import { callJson } from '../support/backend';
import { expectError } from './support';

describe('GET /category/url/{url}/{lang}', () => {
  it('finds a category by its own last segment and returns its whole path, publicly', async () => {
    const response = await callJson('GET', '/admin/v1/category/url/ip-kamery/sk');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^public/);
    const { category } = categoryResponseSchema.parse(response.body);
    expect(category.url.url).toBe('cctv/ip-kamery');
    expect(category.name).not.toBe('');
    expect(category.description).toMatch(/<p>/);
  });

  it('finds a top-level product line', async () => {
    const { category } = categoryResponseSchema.parse((await callJson('GET', '/admin/v1/category/url/cctv/sk')).body);
    expect(category.url.url).toBe('cctv');
  });

  it('tells repeated slugs apart with ?path=, else takes the shallowest', async () => {
    const db = await getDb();
    const [parent] = await db.select().from(categories).where(eq(categories.path, 'evs'));
    const [ipKamery] = await db.select().from(categories).where(eq(categories.path, 'cctv/ip-kamery'));
    // a second "ip-kamery" deeper in another line
    await db.insert(categories).values({ parentId: parent!.id, slug: 'ip-kamery', path: 'evs/ip-kamery', depth: 1, name: 'Kamery k interkomom', position: 99 });
    const exact = await callJson('GET', '/admin/v1/category/url/ip-kamery/sk?path=evs/ip-kamery');
    expect(categoryResponseSchema.parse(exact.body).category.name).toBe('Kamery k interkomom');
    const first = await callJson('GET', '/admin/v1/category/url/ip-kamery/sk');
    expect(categoryResponseSchema.parse(first.body).category.id).toBe(ipKamery!.id);
    // a path whose last segment is not {url}, or that does not exist, finds nothing
    expectError(await callJson('GET', '/admin/v1/category/url/ip-kamery/sk?path=cctv/analogove-kamery'), 404);
    expectError(await callJson('GET', '/admin/v1/category/url/ip-kamery/sk?path=ezs/ip-kamery'), 404);
  });

  it('answers an unknown category with the 404 envelope', async () => {
    expect(expectError(await callJson('GET', '/admin/v1/category/url/no-such-category/sk'), 404)).toEqual([
      { key: 'category', code: 'messages.category.notFound' },
    ]);
  });
});
