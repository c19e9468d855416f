/** @jest-environment node */
import { filterProducts, getAttachments, getCategoryByUrl, getHomepageProducts, getProductByUrl, sendQuestion } from '@/lib/contract/calls/catalogue';
import { getBlogByUrl, getBlogList, getHomepageBlogs, getTextPage } from '@/lib/contract/calls/content';
import { fakeClient, guestProduct } from '../fake-client';

describe('catalogue calls', () => {
  it('filterProducts maps ordering and inStock into the body and returns products with the total', async () => {
    const { client, sent } = fakeClient({ success: true, products: [guestProduct()], paging: { filtered_products_count: 31 } });
    const result = await filterProducts(client, 'sk', { categoryId: 12, limit: 36, offset: 72, ordering: 4, inStock: true });
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/product/filter/sk/36/72',
      body: { condition: { 'categories.id': 12, inStock: true }, order: [{ 'product.price_exc_vat': 'ASC' }] },
    });
    expect(result.count).toBe(31);
    expect(result.products[0]?.price).toBeNull();
  });

  it('filterProducts leaves inStock out when false', async () => {
    const { client, sent } = fakeClient({ products: [], paging: { filtered_products_count: 0 } });
    await filterProducts(client, 'sk', { categoryId: 3, limit: 12, offset: 0, ordering: 1, inStock: false });
    expect(sent[0]?.body).toEqual({ condition: { 'categories.id': 3 }, order: [{ 'product.id': 'DESC' }] });
  });

  it('getProductByUrl encodes the url and returns the product', async () => {
    const { client, sent } = fakeClient({ product: { ...guestProduct(), description: '', parameters: [], related_products: [] } });
    const product = await getProductByUrl(client, 'kamera x/y', 'sk');
    expect(sent[0]?.path).toBe('/product/detail/url/kamera%20x%2Fy/sk');
    expect(product.id).toBe(7);
  });

  it('returns the useful part of the other catalogue reads', async () => {
    const homepage = fakeClient({ products: [guestProduct()] });
    expect(await getHomepageProducts(homepage.client, 'sk')).toHaveLength(1);
    expect(homepage.sent[0]?.path).toBe('/product/homepage/sk');

    const category = fakeClient({ category: { id: 3, name: 'Bullet', description: '', url: { url: 'bullet' } } });
    expect((await getCategoryByUrl(category.client, 'bullet', 'sk')).name).toBe('Bullet');
    expect(category.sent[0]?.path).toBe('/category/url/bullet/sk');

    const files = fakeClient({ attachments: [{ title: 'Manuály', attachments: [] }] });
    expect(await getAttachments(files.client, 'DS-2CD')).toEqual([{ title: 'Manuály', attachments: [] }]);
    expect(files.sent[0]?.path).toBe('/attachments/DS-2CD');
  });

  it('sendQuestion posts the payload', async () => {
    const { client, sent } = fakeClient({ success: true });
    const payload = { name: 'J N', email: 'j@x.sk', about: 'A', subject: 'A', text: 'T', product: 7, phone: '', address: '' as const, stars: 0 as const };
    await sendQuestion(client, payload);
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/contact/send', body: payload });
  });
});

describe('content calls', () => {
  it('builds the paths of docs/contract.md#calls and unwraps the responses', async () => {
    const list = fakeClient({ blogs: [], count: 0 });
    expect(await getBlogList(list.client, 'sk', 12, 24)).toEqual({ blogs: [], count: 0 });
    expect(list.sent[0]?.path).toBe('/blog/list/sk/12/24');

    const home = fakeClient({ blogs: [] });
    expect(await getHomepageBlogs(home.client, 'sk')).toEqual([]);
    expect(home.sent[0]?.path).toBe('/blog/homepage/sk');

    const blog = fakeClient({ blog: { title: 'T', content: '<p>c</p>', publish: '2024-01-01T00:00:00Z' } });
    expect((await getBlogByUrl(blog.client, 'sk', 'novinky')).title).toBe('T');
    expect(blog.sent[0]?.path).toBe('/blog/url/sk/novinky');

    const page = fakeClient({ page: { title: 'O nás', content: '' } });
    expect(await getTextPage(page.client, 'sk', 'o-nas')).toEqual({ title: 'O nás', content: '' });
    expect(page.sent[0]?.path).toBe('/text-pages/url/sk/o-nas');
  });

  it('refuses a dot segment instead of letting URL normalisation pick another route', async () => {
    const { client, sent } = fakeClient({ page: { title: 'x', content: '' } });
    await expect(getTextPage(client, 'sk', '..')).rejects.toMatchObject({ status: 404 });
    expect(sent).toHaveLength(0);
  });
});

describe('getCategoryByUrl', () => {
  it('asks for a category by slug and, when given, its whole path', async () => {
    const { client, sent } = fakeClient({ category: { id: 3, name: 'Bullet', description: '', url: { url: 'cctv/ip/bullet' } } });
    await getCategoryByUrl(client, 'bullet', 'sk', 'cctv/ip/bullet');
    expect(sent[0]?.path).toBe('/category/url/bullet/sk?path=cctv%2Fip%2Fbullet');
  });
});
