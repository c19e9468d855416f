import type { ProductListItem } from '@/lib/api/schemas/product';
import { coverImage } from '@/lib/api/values';

/** What a product card shows: the few fields it draws, not the listing's whole product. */
export interface ProductCardData {
  id: number;
  /** the product's address segment: its page's link (productPath) and the compare list's key */
  slug: string;
  name: string;
  code: string;
  vendor?: string;
  stock: number;
  unit: string;
  /** the cover image; the placeholder when missing */
  image?: string;
}

/**
 * The card's data from a listing product. ProductCard is a client component: what it gets is the
 * page's inline payload, so it gets only this (about 250 bytes a card instead of its 1.5 KB tree).
 */
export function productCardData(product: ProductListItem): ProductCardData {
  const image = coverImage(product)?.src;
  return {
    id: product.id,
    slug: product.url.url,
    name: product.name,
    code: product.code,
    ...(product.vendor && { vendor: product.vendor }),
    stock: product.stock,
    unit: product.unit_of_measure,
    ...(image && { image }),
  };
}
