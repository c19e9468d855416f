/** @jest-environment node */
import { coverImage, productFilterResponseSchema, productListItemSchema, productSchema } from '@/lib/contract/schemas/product';
import { guestProduct } from '../fake-client';

describe('product schemas', () => {
  it('parses a guest product whose four price fields are null', () => {
    const product = productListItemSchema.parse(guestProduct());
    expect(product.price).toBeNull();
    expect(product.price_exc_vat).toBeNull();
    expect(product.base_price_exc_vat).toBeNull();
    expect(product.discount).toBeNull();
    expect(product.wish_list).toBe(false);
  });

  it('parses a customer product with prices', () => {
    const product = productListItemSchema.parse(guestProduct({ price: 123, price_exc_vat: 100, base_price_exc_vat: 125, discount: 20, wish_list: true }));
    expect(product).toMatchObject({ price: 123, price_exc_vat: 100, discount: 20, wish_list: true });
  });

  it('reads a detail with parameters, related products and defaults for what is missing', () => {
    const detail = productSchema.parse({
      ...guestProduct({ image: [{ src: '/a.webp' }, { src: '/b.webp', cover: true }] }),
      description: '<p>Popis</p>',
      parameters: [
        { category: 'Obraz', value: '4', unit: 'MP' },
        { category: 'Napájanie', value: 'PoE', unit: null },
      ],
      related_products: [guestProduct({ id: 8 })],
    });
    expect(detail.parameters[1]).toEqual({ category: 'Napájanie', value: 'PoE', unit: '' });
    expect(detail.related_products[0]?.id).toBe(8);
    expect(detail.image[0]).toEqual({ src: '/a.webp', caption: '', cover: false });
    expect(coverImage(detail)?.src).toBe('/b.webp');
    expect(productSchema.parse(guestProduct()).related_products).toEqual([]);
  });

  it('rejects a product whose price is a string', () => {
    expect(productListItemSchema.safeParse(guestProduct({ price: '12.00' })).success).toBe(false);
  });

  it('reads the filter response with its paging count', () => {
    const parsed = productFilterResponseSchema.parse({ success: true, products: [guestProduct()], paging: { filtered_products_count: 40 } });
    expect(parsed.paging.filtered_products_count).toBe(40);
  });
});
