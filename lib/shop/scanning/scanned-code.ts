import type { ProductListItem } from '@/lib/contract/schemas/product';

/**
 * What a scanned code asks for (docs/decisions/065-ean-and-scanning.md): a QR holding an address of
 * this shop's product opens it; any other address is not followed (a sticker can point anywhere);
 * everything else is a code to find, an EAN or the shop's own product code.
 */
export type ScannedCode = { kind: 'product-page'; path: string } | { kind: 'foreign-address' } | { kind: 'code'; code: string };

/** Longest code looked up: a QR can hold a page of text, a product code never does. */
const MAX_CODE_LENGTH = 64;

const PRODUCT_PATH = /^\/product\/[^/]+$/;

/** Reads a scan's text; `origin` is the shop's own (location.origin). */
export function readScannedCode(text: string, origin: string): ScannedCode | null {
  const value = text.trim();
  if (value === '') return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) {
    let address: URL;
    try {
      address = new URL(value);
    } catch {
      return { kind: 'foreign-address' };
    }
    return address.origin === origin && PRODUCT_PATH.test(address.pathname) ? { kind: 'product-page', path: address.pathname } : { kind: 'foreign-address' };
  }
  if (value.length > MAX_CODE_LENGTH) return null;
  return { kind: 'code', code: value };
}

/** The product of a search's hits that `code` names: its code (case aside) or its EAN; undefined when none does. */
export function productOfCode(code: string, products: readonly ProductListItem[]): ProductListItem | undefined {
  const wanted = code.toLocaleLowerCase('sk');
  return products.find((p) => p.ean === code || p.code.toLocaleLowerCase('sk') === wanted);
}
