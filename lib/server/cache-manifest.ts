import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';

/**
 * Every cache tag the shop sets and every lifetime its cached reads keep, in one place. Cached
 * reads tag themselves only through `tags` below, and the revalidate webhook accepts only tags of
 * these kinds (isKnownTag), so the upstream cannot expire a tag nothing carries and believe it
 * did. The cache tag table of docs/caching.md says the same for the upstream's webhook.
 */
const TAG_KINDS = {
  menu: { key: null, covers: 'the menu (header, drawer, home tiles), every category route, the sitemaps' },
  offers: { key: null, covers: "the home page's offers and its brand list" },
  brands: { key: null, covers: "the home page's brand list" },
  banners: { key: null, covers: 'the home slideshow' },
  'blog-list': { key: null, covers: 'the blog list pages, the home blog scroller, the page sitemap' },
  products: { key: null, covers: 'the product sitemaps and the sitemap index' },
  product: { key: 'id', covers: 'one product: its page and every listing page that shows it' },
  'product-url': { key: 'url', covers: 'the product page at this url (also when the backend did not know it)' },
  category: { key: 'id', covers: "one category's page header" },
  'category-url': { key: 'path', covers: 'the category page at this route path, e.g. cctv/ip-kamery (also when the backend did not know it)' },
  listing: { key: 'id', covers: 'every listing page of a category id (its products, filters, orderings)' },
  blog: { key: 'url', covers: 'one article' },
  page: { key: 'url', covers: 'one text page (o-nas, podpora, …)' },
} as const satisfies Record<string, { key: 'id' | 'url' | 'path' | null; covers: string }>;

type TagKind = keyof typeof TAG_KINDS;
type FixedKind = { [K in TagKind]: (typeof TAG_KINDS)[K]['key'] extends null ? K : never }[TagKind];
type KeyedKind = Exclude<TagKind, FixedKind>;
type KeyOf<K extends KeyedKind> = (typeof TAG_KINDS)[K]['key'] extends 'id' ? number : string;
/** A tag the manifest knows: a fixed name, or `kind:key`. */
export type CacheTag = FixedKind | `${KeyedKind}:${string}`;

const keyed =
  <K extends KeyedKind>(kind: K) =>
  (key: KeyOf<K>): CacheTag =>
    `${kind}:${key}`;

/** The tag builders: the only way a cached read names its tags. */
export const tags = {
  menu: 'menu',
  offers: 'offers',
  brands: 'brands',
  banners: 'banners',
  blogList: 'blog-list',
  products: 'products',
  product: keyed('product'),
  productUrl: keyed('product-url'),
  category: keyed('category'),
  categoryUrl: keyed('category-url'),
  listing: keyed('listing'),
  blog: keyed('blog'),
  page: keyed('page'),
} as const satisfies Record<string, CacheTag | ((key: never) => CacheTag)>;

/** True for a tag of a kind above with a key of the right form (ids are digits, urls and paths non-empty). */
export function isKnownTag(tag: string): boolean {
  const colon = tag.indexOf(':');
  const kind = colon < 0 ? tag : tag.slice(0, colon);
  if (!Object.hasOwn(TAG_KINDS, kind)) return false;
  const { key } = TAG_KINDS[kind as TagKind];
  if (key === null) return colon < 0;
  if (colon < 0) return false;
  const value = tag.slice(colon + 1);
  return key === 'id' ? /^\d+$/.test(value) : value.length > 0;
}

/** The kinds as docs/caching.md lists them for the upstream: `product:{id}` and what each covers. */
export function tagKindList(): Array<{ tag: string; covers: string }> {
  return Object.entries(TAG_KINDS).map(([kind, { key, covers }]) => ({ tag: key === null ? kind : `${kind}:{${key}}`, covers }));
}

/**
 * cacheLife profiles. A catalogue read keeps 'hours' (the webhook expires it sooner); a failed or
 * "not found" read keeps 'minutes', so a part that failed, or an entity that appears soon after,
 * is tried again within minutes; the footer's year keeps 'days'.
 */
export const LIFETIME = { catalogue: 'hours', retrySoon: 'minutes', calendar: 'days' } as const;

/** Declares the running 'use cache' function a catalogue read: kept for hours, expired by any of `names`. */
export function cacheCatalogueRead(...names: CacheTag[]): void {
  cacheLife(LIFETIME.catalogue);
  cacheTag(...names);
}

/** Adds tags known only from the answer (the product's id of a read by url). */
export function tagCatalogueRead(...names: CacheTag[]): void {
  if (names.length > 0) cacheTag(...names);
}

/** Shortens the running read's life to minutes: its answer is a failure or an absence. */
export function retrySoon(): void {
  cacheLife(LIFETIME.retrySoon);
}
