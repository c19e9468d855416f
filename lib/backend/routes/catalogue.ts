import 'server-only';
import type { Router } from '../router';
import { V1 } from './prefix';
import { getHomepageProducts, getProductDetail } from '../handlers/product';
import { filterProducts } from '../handlers/product-filter';
import { getCategoryByUrl } from '../handlers/category';
import { getAttachments } from '../handlers/attachments';
import { sendContactMessage } from '../handlers/contact';
import { getBlogByUrl, getBlogList, getHomepageBlogs } from '../handlers/blog';
import { getTextPage } from '../handlers/text-page';

/** Catalogue and content routes: products, categories, attachments, product questions, blog, text pages. */
export function registerCatalogueRoutes(router: Router): void {
  router
    .on('GET', `${V1}/product/homepage/:lang`, getHomepageProducts)
    .on('GET', `${V1}/product/detail/url/:url/:lang`, getProductDetail)
    .on('POST', `${V1}/product/filter/:lang/:limit/:offset`, filterProducts)
    .on('GET', `${V1}/category/url/:url/:lang`, getCategoryByUrl)
    .on('GET', `${V1}/attachments/:productCode`, getAttachments)
    .on('POST', `${V1}/contact/send`, sendContactMessage)
    .on('GET', `${V1}/blog/list/:lang/:limit/:offset`, getBlogList)
    .on('GET', `${V1}/blog/homepage/:lang`, getHomepageBlogs)
    .on('GET', `${V1}/blog/url/:lang/:url`, getBlogByUrl)
    .on('GET', `${V1}/text-pages/url/:lang/:url`, getTextPage);
}
