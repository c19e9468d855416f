/**
 * One cache tag of every kind the cached reads set, as the revalidation webhook receives them. Written
 * out, not made by the manifest's builders, so the manifest test notices when a builder's output changes.
 */
export const TAG_OF_EACH_KIND = [
  'menu',
  'offers',
  'brands',
  'banners',
  'blog-list',
  'products',
  'product:7',
  'product-url:kamera-x',
  'category:3',
  'category-url:cctv/ip-kamery',
  'listing:3',
  'blog:novinky',
  'page:o-nas',
] as const;
