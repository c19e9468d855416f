import 'server-only';
import { API_PREFIX as V1 } from '@/lib/contract/client';
import { Router, type Handler, type Method } from './router';
import { withCustomer, type CustomerHandler } from './customer-guard';
import { getAttachments } from './handlers/attachments';
import { getTopBanners } from './handlers/banners';
import { addToBasket, getBasket, removeBasketLine, updateBasketLine } from './handlers/basket';
import { getBlogByUrl, getBlogList, getHomepageBlogs } from './handlers/blog';
import { getCategoryByUrl } from './handlers/category';
import { getCategoryFacets } from './handlers/category-facets';
import { patchCartAddress, putCheckoutAddress } from './handlers/checkout-address';
import { applyGiftCard, setAdditional, setOrderNote, setPayment, setSalePoint, setShipping } from './handlers/checkout-cart';
import { getPacketaPoints, getPaymentMethods, getShippingMethods, getWarehouses } from './handlers/checkout-options';
import { sendContactMessage } from './handlers/contact';
import { getAddresses } from './handlers/customer-address';
import { getInvoicePdf } from './handlers/customer-invoice-pdf';
import { getInvoiceXml } from './handlers/customer-invoice-xml';
import {
  getCustomerInvoices,
  getCustomerInvoicesWithVat,
  getCustomerOrderDetail,
  getCustomerOrders,
  getCustomerOrdersWithVat,
} from './handlers/customer-orders';
import { changePassword } from './handlers/customer-password';
import { getProfile, updateProfile } from './handlers/customer-profile';
import { getCustomerPricesHandler } from './handlers/customer-prices';
import { getCustomerPage } from './handlers/customer-page';
import { getCustomerSummary } from './handlers/customer-summary';
import { getMedia } from './handlers/media';
import { getMenu } from './handlers/menu';
import { duplicateIntoBasket } from './handlers/order-duplicate';
import { placeOrder } from './handlers/place-order';
import { getHomepageProducts, getProductDetail } from './handlers/product';
import { lookupProducts } from './handlers/product-lookup';
import { filterProducts } from './handlers/product-filter';
import { liveSearch, searchProducts } from './handlers/search';
import { signIn } from './handlers/sign-in';
import { signOut } from './handlers/sign-out';
import { requestReset } from './handlers/sign-reset';
import { restorePassword } from './handlers/sign-restore';
import { getSignedInUser } from './handlers/sign-user';
import { signUp } from './handlers/sign-up';
import { getProductManufacturer } from './handlers/product-manufacturer';
import { renameProduct, setOutage, setProductStock, testHooksEnabled } from './handlers/test-hooks';
import { setMissing } from './handlers/test-hook-missing';
import { getTextPage } from './handlers/text-page';
import { addToWishlist, getWishlistCount, getWishlistPage, removeFromWishlist } from './handlers/wishlist';

/** A route for anyone, or (guard 'customer') for signed-in customers only: guests get 401 before the handler runs. */
type Route =
  | { method: Method; pattern: string; guard?: never; handler: Handler }
  | { method: Method; pattern: string; guard: 'customer'; handler: CustomerHandler };

/** Every call of the embedded backend (exported for the contract tests that sweep every call). Patterns match segment by segment; a trailing `*rest` takes the remaining ones. */
export const ROUTES: readonly Route[] = [
  // the app shell
  { method: 'GET', pattern: `${V1}/menu/bottom-second/:lang`, handler: getMenu },
  { method: 'GET', pattern: `${V1}/banners/top/:lang`, handler: getTopBanners },
  { method: 'GET', pattern: `${V1}/sign/user`, guard: 'customer', handler: getSignedInUser },
  { method: 'GET', pattern: '/media/*file', handler: getMedia },
  // catalogue and content
  { method: 'GET', pattern: `${V1}/product/homepage/:lang`, handler: getHomepageProducts },
  { method: 'GET', pattern: `${V1}/product/detail/url/:url/:lang`, handler: getProductDetail },
  { method: 'GET', pattern: `${V1}/x/product/:id/manufacturer`, handler: getProductManufacturer },
  { method: 'POST', pattern: `${V1}/product/filter/:lang/:limit/:offset`, handler: filterProducts },
  { method: 'GET', pattern: `${V1}/category/url/:url/:lang`, handler: getCategoryByUrl },
  { method: 'GET', pattern: `${V1}/attachments/:productCode`, guard: 'customer', handler: getAttachments },
  { method: 'POST', pattern: `${V1}/contact/send`, handler: sendContactMessage },
  { method: 'GET', pattern: `${V1}/blog/list/:lang/:limit/:offset`, handler: getBlogList },
  { method: 'GET', pattern: `${V1}/blog/homepage/:lang`, handler: getHomepageBlogs },
  { method: 'GET', pattern: `${V1}/blog/url/:lang/:url`, handler: getBlogByUrl },
  { method: 'GET', pattern: `${V1}/text-pages/url/:lang/:url`, handler: getTextPage },
  { method: 'GET', pattern: `${V1}/search/:query/:lang`, handler: liveSearch },
  { method: 'GET', pattern: `${V1}/search-products/:query/:lang/:limit/:offset`, handler: searchProducts },
  // account; the router ignores empty segments, so /sign/out serves /sign/out/ (the spec's form) too
  { method: 'POST', pattern: `${V1}/sign/up`, handler: signUp },
  { method: 'POST', pattern: `${V1}/sign/in`, handler: signIn },
  { method: 'GET', pattern: `${V1}/sign/out`, handler: signOut },
  { method: 'GET', pattern: `${V1}/sign/reset/:lang/:email`, handler: requestReset },
  { method: 'POST', pattern: `${V1}/sign/restore`, handler: restorePassword },
  { method: 'GET', pattern: `${V1}/customer/profile`, guard: 'customer', handler: getProfile },
  // extensions (contract.md): the storefront shows the profile read-only where an upstream lacks them
  { method: 'GET', pattern: `${V1}/x/customer/profile`, guard: 'customer', handler: getProfile },
  { method: 'PATCH', pattern: `${V1}/x/customer/profile`, guard: 'customer', handler: updateProfile },
  { method: 'POST', pattern: `${V1}/x/products/lookup`, guard: 'customer', handler: lookupProducts },
  // the session, cart and wishlist count of a signed-in page in one call; without it the three spec calls
  { method: 'GET', pattern: `${V1}/x/customer/summary/:lang`, guard: 'customer', handler: getCustomerSummary },
  // the customer's prices of the products a page shows; without it the page asks its product calls again
  { method: 'POST', pattern: `${V1}/x/customer/prices`, guard: 'customer', handler: getCustomerPricesHandler },
  // both at once, what a signed-in page view asks first; without it the page asks the two above
  // customers only too: it checks the session in its own single statement (customer-page.ts)
  { method: 'POST', pattern: `${V1}/x/customer/page/:lang`, handler: getCustomerPage },
  // parameter filters of a category page; without it the page shows no filters
  { method: 'GET', pattern: `${V1}/x/category/:id/facets`, handler: getCategoryFacets },
  { method: 'GET', pattern: `${V1}/customer/address`, guard: 'customer', handler: getAddresses },
  { method: 'PATCH', pattern: `${V1}/customer/password`, guard: 'customer', handler: changePassword },
  // the cart (a guest's is empty) and the wishlist
  { method: 'GET', pattern: `${V1}/basket/:lang`, handler: getBasket },
  { method: 'PUT', pattern: `${V1}/basket/add`, guard: 'customer', handler: addToBasket },
  { method: 'PATCH', pattern: `${V1}/basket/update`, guard: 'customer', handler: updateBasketLine },
  { method: 'DELETE', pattern: `${V1}/basket/remove/:id`, guard: 'customer', handler: removeBasketLine },
  { method: 'GET', pattern: `${V1}/customer/wish-list-count`, guard: 'customer', handler: getWishlistCount },
  { method: 'POST', pattern: `${V1}/customer/wish-list-new/:lang/:limit/:offset`, guard: 'customer', handler: getWishlistPage },
  { method: 'PATCH', pattern: `${V1}/customer/wish-list/add`, guard: 'customer', handler: addToWishlist },
  { method: 'DELETE', pattern: `${V1}/customer/wish-list/remove/:id`, guard: 'customer', handler: removeFromWishlist },
  // checkout: shipping, payment and pickup choices, addresses, note, the order
  { method: 'GET', pattern: `${V1}/cart/shipping/:lang`, handler: getShippingMethods },
  { method: 'PUT', pattern: `${V1}/cart/shipping/:lang`, guard: 'customer', handler: setShipping },
  { method: 'GET', pattern: `${V1}/cart/warehouses`, handler: getWarehouses },
  { method: 'GET', pattern: `${V1}/cart/payment/:lang`, handler: getPaymentMethods },
  { method: 'PUT', pattern: `${V1}/cart/payment`, guard: 'customer', handler: setPayment },
  { method: 'PATCH', pattern: `${V1}/basket/sale-point`, guard: 'customer', handler: setSalePoint },
  { method: 'PATCH', pattern: `${V1}/basket/note`, guard: 'customer', handler: setOrderNote },
  { method: 'PATCH', pattern: `${V1}/cart/address`, guard: 'customer', handler: patchCartAddress },
  { method: 'PUT', pattern: `${V1}/cart/address/:type`, guard: 'customer', handler: putCheckoutAddress },
  { method: 'PATCH', pattern: `${V1}/cart/additional`, guard: 'customer', handler: setAdditional },
  { method: 'PATCH', pattern: `${V1}/cart/gift-card`, guard: 'customer', handler: applyGiftCard },
  { method: 'PUT', pattern: `${V1}/cart/order/:lang`, guard: 'customer', handler: placeOrder },
  { method: 'GET', pattern: `${V1}/packeta/points`, handler: getPacketaPoints },
  // order history and invoices
  { method: 'PUT', pattern: `${V1}/customer/order/duplicateIntoBasket/:orderId`, guard: 'customer', handler: duplicateIntoBasket },
  { method: 'GET', pattern: `${V1}/customer/orders/:limit/:offset`, guard: 'customer', handler: getCustomerOrders },
  { method: 'GET', pattern: `${V1}/customer/invoices/:limit/:offset`, guard: 'customer', handler: getCustomerInvoices },
  // the same lists with both amounts, for the CSV exports (extensions)
  { method: 'GET', pattern: `${V1}/x/customer/orders/:limit/:offset`, guard: 'customer', handler: getCustomerOrdersWithVat },
  { method: 'GET', pattern: `${V1}/x/customer/invoices/:limit/:offset`, guard: 'customer', handler: getCustomerInvoicesWithVat },
  { method: 'GET', pattern: `${V1}/customer/order/detail/:orderId/:lang`, guard: 'customer', handler: getCustomerOrderDetail },
  { method: 'GET', pattern: `${V1}/customer/invoice/:publicId/pdf`, guard: 'customer', handler: getInvoicePdf },
  // the invoice as a Peppol e-invoice (extension; docs/e-invoice.md)
  { method: 'GET', pattern: `${V1}/x/customer/invoice/:number/xml`, guard: 'customer', handler: getInvoiceXml },
];

/** e2e only (scripts/e2e.ts sets E2E_TEST_HOOKS=1): catalogue edits and a simulated outage, never in production. */
const TEST_HOOK_ROUTES: readonly Route[] = [
  { method: 'POST', pattern: `${V1}/test-hooks/product/:url/name`, handler: renameProduct },
  { method: 'POST', pattern: `${V1}/test-hooks/product/:url/stock`, handler: setProductStock },
  { method: 'POST', pattern: `${V1}/test-hooks/outage`, handler: setOutage },
  { method: 'POST', pattern: `${V1}/test-hooks/missing`, handler: setMissing },
];

/** The router over the table, with each customer route behind the guard; the test hooks only when enabled. */
export function buildRouter(): Router {
  const router = new Router();
  for (const route of [...ROUTES, ...(testHooksEnabled() ? TEST_HOOK_ROUTES : [])]) {
    router.on(route.method, route.pattern, route.guard === 'customer' ? withCustomer(route.handler) : route.handler);
  }
  return router;
}
