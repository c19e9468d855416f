/** @jest-environment node */
import { liveSearchResponseSchema, searchProductsResponseSchema } from '@/lib/contract/schemas/search';
import { orderDetailResponseSchema, addressesResponseSchema, ordersResponseSchema, invoicesResponseSchema } from '@/lib/contract/schemas/account';
import { shippingMethodsResponseSchema, placeOrderResponseSchema } from '@/lib/contract/schemas/checkout';
import { blogListResponseSchema } from '@/lib/contract/schemas/content';
import { categoryResponseSchema } from '@/lib/contract/schemas/category';
import { guestProduct } from '../fake-client';

const hit = (type: string, name: string) => ({ type, name, code: null, description: '', image: '', url: { url: name }, price_exc_vat: null });

describe('search responses', () => {
  it('reads grouped items and more_results', () => {
    const parsed = liveSearchResponseSchema.parse({
      items: { product: [hit('product', 'a')], category: [hit('category', 'b')], blog: [] },
      more_results: { product: 4, blog: 0 },
    });
    expect(parsed.items.product[0]).toMatchObject({ name: 'a', code: '', image: null, price_exc_vat: null });
    expect(parsed.more_results).toEqual({ product: 4, blog: 0 });
  });

  it('groups a flat list by type and defaults missing more_results', () => {
    const parsed = liveSearchResponseSchema.parse({ items: [hit('blog', 'x'), hit('product', 'y')] });
    expect(parsed.items.blog.map((i) => i.name)).toEqual(['x']);
    expect(parsed.items.product.map((i) => i.name)).toEqual(['y']);
    expect(parsed.more_results).toEqual({ product: 0, blog: 0 });
  });

  it('reads search-products items each carrying a product', () => {
    const parsed = searchProductsResponseSchema.parse({ success: true, items: [{ product: guestProduct() }], full_count: 1, error: [] });
    expect(parsed.items[0]?.product.price).toBeNull();
  });
});

describe('account responses', () => {
  it('reads addresses of type 1 and 2 only', () => {
    const address = { id: 1, first_name: 'Ján', last_name: 'Novák', street: 'Hlavná 1', city: 'Nitra', zip: '94901', phone: '+421', type: 1 };
    expect(addressesResponseSchema.parse({ addresses: [address, { ...address, id: 2, type: 2 }] }).addresses).toHaveLength(2);
    expect(addressesResponseSchema.safeParse({ addresses: [{ ...address, type: 3 }] }).success).toBe(false);
  });

  it('reads order and invoice lists with their counts', () => {
    const orders = ordersResponseSchema.parse({
      orders: [{ id: 1, name: 'OBJ-1', created_at: '2024-01-01', amount: 10.5, order_url: '/account/orderdetail/1' }],
      orders_count: 1,
    });
    expect(orders.orders_count).toBe(1);
    const invoices = invoicesResponseSchema.parse({
      invoices: [{ name: 'FA1', varsymbol: '1', created_at: 'x', due_to: 'y', amount: 1, not_paid_amount: 0, invoice_url: '/i.pdf' }],
      invoices_count: 1,
    });
    expect(invoices.invoices[0]?.not_paid_amount).toBe(0);
  });

  it('reads an order detail under `orders`', () => {
    const detail = orderDetailResponseSchema.parse({
      success: true,
      orders: {
        number: 2024001,
        created: '2024-05-01T10:00:00Z',
        status: 'Prijatá',
        shipping: 'Kuriér',
        shipping_price: 3.9,
        payment: 'Prevod',
        payment_price: 0,
        price_without_vat: 103.9,
        products_price_without_vat: 100,
        invoice_name: 'Ján Novák',
        invoice_email: 'jan@example.sk',
        delivery_name: null,
        products: [
          {
            image: [{ src: '/a.webp', caption: null, cover: true }],
            url: { url: 'a' },
            code: 'A',
            name: 'A',
            amount: 2,
            price_exc_vat: 50,
            price_sum_exc_vat: 100,
          },
        ],
      },
      error: null,
    });
    expect(detail.orders.number).toBe('2024001');
    expect(detail.orders.delivery_name).toBe('');
    expect(detail.orders.products[0]?.unit_of_measure).toBe('');
  });
});

describe('checkout responses', () => {
  const method = { id: 1, name: 'Kuriér', price: '3.90', pick_up: false, default: true, is_packeta: false };

  it('keeps the shipping price a numeric string', () => {
    expect(shippingMethodsResponseSchema.parse({ shipping: [method] }).shipping[0]?.price).toBe('3.90');
  });

  it.each([3.9, 'abc', '3.999', '-1'])('rejects the shipping price %j', (price) => {
    expect(shippingMethodsResponseSchema.safeParse({ shipping: [{ ...method, price }] }).success).toBe(false);
  });

  it('reads the placed order', () => {
    expect(placeOrderResponseSchema.parse({ success: true, order: { id: 5, number: 'OBJ-5' } }).order).toEqual({ id: 5, number: 'OBJ-5' });
  });
});

describe('content and category responses', () => {
  it('reads blog cards whose image is an address or missing', () => {
    const parsed = blogListResponseSchema.parse({
      blogs: [
        { title: 'A', perex: '<p>a</p>', image: '/b.webp', url: { url: 'a' } },
        { title: 'B', perex: null, image: null, url: { url: 'b' } },
      ],
      count: 2,
    });
    expect(parsed.blogs[0]?.image).toEqual({ src: '/b.webp', caption: '' });
    expect(parsed.blogs[1]).toMatchObject({ perex: '', image: null });
  });

  it('reads a category url sent as a string or as { url }', () => {
    const base = { id: 3, name: 'IP kamery', description: '<p>x</p>' };
    expect(categoryResponseSchema.parse({ category: { ...base, url: 'ip-kamery' } }).category.url).toEqual({ url: 'ip-kamery' });
    expect(categoryResponseSchema.parse({ category: { ...base, url: { url: 'ip-kamery' } } }).category.url).toEqual({ url: 'ip-kamery' });
  });
});
