/** The picture of an article that has none. */
export const BLOG_PLACEHOLDER_IMAGE = '/assets/images/placeholder-img.webp';
