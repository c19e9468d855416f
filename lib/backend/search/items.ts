import 'server-only';
import type { ProductListItem } from '@/lib/contract/schemas/product';
import type { SearchItem } from '@/lib/contract/schemas/search';
import { plainTextExcerpt } from '@/lib/shop/seo/plain-text';
import type { BlogHit, CategoryHit } from './content';

/** How much of a category description or article perex a live-search row shows. */
const DESCRIPTION_CHARS = 120;

/** A product as a live-search row: its cover picture, short description and (customers only) price. */
export function productItem(product: ProductListItem): SearchItem {
  const cover = product.image[0];
  return {
    type: 'product',
    name: product.name,
    code: product.code,
    description: product.short_description,
    image: cover ? { src: cover.src, caption: cover.caption } : null,
    url: product.url,
    price_exc_vat: product.price_exc_vat,
  };
}

/** A category as a live-search row: `url` is its whole path below /category/. */
export function categoryItem(hit: CategoryHit): SearchItem {
  return {
    type: 'category',
    name: hit.name,
    code: '',
    description: plainTextExcerpt(hit.description, DESCRIPTION_CHARS),
    image: null,
    url: { url: hit.path },
    price_exc_vat: null,
  };
}

/** An article as a live-search row: `url` is its own segment (the storefront adds /blog/{lang}/). */
export function blogItem(hit: BlogHit): SearchItem {
  return {
    type: 'blog',
    name: hit.title,
    code: '',
    description: plainTextExcerpt(hit.perex, DESCRIPTION_CHARS),
    image: hit.image ? { src: hit.image, caption: hit.title } : null,
    url: { url: hit.slug },
    price_exc_vat: null,
  };
}
