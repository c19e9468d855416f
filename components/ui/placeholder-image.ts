/** What a product without pictures shows (public/assets/images). Its own module: client parts import it without the product card. */
export const PLACEHOLDER_IMAGE = '/assets/images/placeholder-img.webp';
