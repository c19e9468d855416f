import type { ProductListItem } from '@/lib/contract/schemas/product';
import { coverImage } from '@/lib/contract/values';
import { hasPackRule, packRuleOf, type PackRule } from '@/lib/shop/catalogue/pack';

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
  /** the pack and minimum of a product not sold by the single piece (docs/decisions/058-trade-terms.md); absent for most */
  pack?: PackRule;
  /** the cover image; the placeholder when missing */
  image?: string;
  /**
   * The cover's small copy (400 px wide; extension field) and the listing whose columns give the
   * picture's displayed width: together the card's srcset. Only in listings that offer one.
   */
  thumbnail?: { src: string; listing: CardListing };
}

/**
 * The card's data from a listing product. ProductCard is a client component: what it gets is the
 * page's inline payload, so it gets only this, a fraction of the bytes of its element tree.
 */
export function productCardData(product: ProductListItem, { listing }: { listing?: CardListing } = {}): ProductCardData {
  const cover = coverImage(product);
  const image = cover?.src;
  // only for listings that offer a srcset: the other cards would carry it unused
  const thumbnail = listing && cover?.thumbnail ? { src: cover.thumbnail, listing } : undefined;
  const pack = packRuleOf(product);
  return {
    id: product.id,
    slug: product.url.url,
    name: product.name,
    code: product.code,
    ...(product.vendor && { vendor: product.vendor }),
    stock: product.stock,
    unit: product.unit_of_measure,
    ...(hasPackRule(pack) && { pack }),
    ...(image && { image }),
    ...(thumbnail && { thumbnail }),
  };
}

/**
 * How a card's picture loads: `priority` eagerly at high fetch priority (a likely largest paint
 * where the page has no text block above it), `eager` with the page at the browser's own priority,
 * `lazy` when scrolled near.
 */
export type CardImageLoading = 'priority' | 'eager' | 'lazy';

/**
 * A listing's cards by position: the first picture at high priority, the rest of the widest first
 * row (`firstRow` cards) with the page but at the browser's priority (a phone shows them screens
 * further down, so they must not take bandwidth from the styles), the others lazily.
 */
export function cardImageLoading(index: number, firstRow: number): CardImageLoading {
  if (index === 0) return 'priority';
  return index < firstRow ? 'eager' : 'lazy';
}

/**
 * A card picture's displayed width, as `sizes` for its srcset, by the listing it stands in (the
 * payload carries the listing's name, not the list, for every card). `grid`: the category grid,
 * 11rem high in one column (phones up to 452 px, where its container is below 420 px), else at
 * most about 320 px (two columns just below 660 px); `results`: search results, the card's whole
 * width up to 750 px, beside the text (11rem) from 751 px.
 */
export const CARD_IMAGE_SIZES = {
  grid: '(max-width: 452px) 11rem, 20rem',
  results: '(max-width: 750px) 100vw, 11rem',
} as const;
export type CardListing = keyof typeof CARD_IMAGE_SIZES;
