import { productListItemSchema } from '@/lib/contract/schemas/product';
import { productOfCode, readScannedCode } from '@/lib/shop/scanning/scanned-code';

const ORIGIN = 'https://shop.example.sk';

const product = (code: string, ean?: string) =>
  productListItemSchema.parse({
    id: code.length,
    code,
    ...(ean ? { ean } : {}),
    name: `Produkt ${code}`,
    vendor: '',
    short_description: '',
    url: { url: code.toLowerCase() },
    stock: 1,
    unit_of_measure: 'ks',
    price: null,
    price_exc_vat: null,
    base_price_exc_vat: null,
    discount: null,
  });

describe('a scanned code', () => {
  it('a QR with a product address of this shop opens that product', () => {
    expect(readScannedCode(`${ORIGIN}/product/ip-kamera-4mpx?utm=box`, ORIGIN)).toEqual({ kind: 'product-page', path: '/product/ip-kamera-4mpx' });
  });

  it('never follows another site, another scheme or a non-product page of this shop', () => {
    for (const text of [
      'https://evil.example/product/x',
      'http://shop.example.sk/product/x',
      `${ORIGIN}/account/orders`,
      'javascript:alert(1)',
      'mailto:a@b.sk',
    ]) {
      expect(readScannedCode(text, ORIGIN)).toEqual({ kind: 'foreign-address' });
    }
  });

  it('anything else is a code, trimmed; blank and overlong text is nothing', () => {
    expect(readScannedCode(' 8580000000016\n', ORIGIN)).toEqual({ kind: 'code', code: '8580000000016' });
    expect(readScannedCode('DS-2CD2143G2-I', ORIGIN)).toEqual({ kind: 'code', code: 'DS-2CD2143G2-I' });
    expect(readScannedCode('   ', ORIGIN)).toBeNull();
    expect(readScannedCode('x'.repeat(65), ORIGIN)).toBeNull();
  });

  it('names the hit whose EAN or code (any case) it is, and no look-alike', () => {
    const hits = [product('DS-2CD2143G2-IS', '8580000000023'), product('DS-2CD2143G2-I', '8580000000016')];
    expect(productOfCode('8580000000016', hits)?.code).toBe('DS-2CD2143G2-I');
    expect(productOfCode('ds-2cd2143g2-i', hits)?.code).toBe('DS-2CD2143G2-I');
    expect(productOfCode('DS-2CD2143', hits)).toBeUndefined();
    expect(productOfCode('4006381333931', [product('A-1')])).toBeUndefined();
  });
});
