import 'server-only';
import { API_PREFIX as V1 } from '@/lib/contract/client';
import type { CallDescription } from '@/lib/contract/call-description';
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
  { method: Method; pattern: string; guard?: never; handler: Handler } | { method: Method; pattern: string; guard: 'customer'; handler: CustomerHandler };

/** A route of the contract: `call` says what it is, its schemas and, for an extension, its fallback. */
export type ContractRoute = Route & { call: CallDescription };

/**
 * Every call of the embedded backend (exported for the contract tests that sweep every call, and for
 * the generator of docs/openapi.json). Patterns match segment by segment; a trailing `*rest` takes the
 * remaining ones.
 */
export const ROUTES: readonly ContractRoute[] = [
  // the app shell
  {
    method: 'GET',
    pattern: `${V1}/menu/bottom-second/:lang`,
    handler: getMenu,
    call: { summary: 'The one menu: header bar, drawer and category side menu.', response: 'menuResponseSchema' },
  },
  { method: 'GET', pattern: `${V1}/banners/top/:lang`, handler: getTopBanners, call: { summary: 'The home page banners.', response: 'bannersResponseSchema' } },
  {
    method: 'GET',
    pattern: `${V1}/sign/user`,
    guard: 'customer',
    handler: getSignedInUser,
    call: { summary: 'The signed-in customer; messages.user.not-logged-in for guests.', response: 'signUserResponseSchema' },
  },
  {
    method: 'GET',
    pattern: '/media/*file',
    handler: getMedia,
    call: { summary: 'A picture the backend serves (outside the contract).', response: { file: 'image/*' } },
  },
  // catalogue and content
  {
    method: 'GET',
    pattern: `${V1}/product/homepage/:lang`,
    handler: getHomepageProducts,
    call: { summary: 'The offers of the home page.', response: 'productListResponseSchema' },
  },
  {
    method: 'GET',
    pattern: `${V1}/product/detail/url/:url/:lang`,
    handler: getProductDetail,
    call: { summary: 'One product with its parameters and related products.', response: 'productResponseSchema' },
  },
  {
    method: 'GET',
    pattern: `${V1}/x/product/:id/manufacturer`,
    handler: getProductManufacturer,
    call: {
      summary: 'The manufacturer and EU responsible person (GPSR); null when there are none.',
      response: 'manufacturerResponseSchema',
      fallback: 'The product page shows no manufacturer details.',
    },
  },
  {
    method: 'POST',
    pattern: `${V1}/product/filter/:lang/:limit/:offset`,
    handler: filterProducts,
    call: {
      summary: 'One page of a category (its descendants included) and the total.',
      response: 'productFilterResponseSchema',
      body: 'productFilterRequestSchema',
    },
  },
  {
    method: 'GET',
    pattern: `${V1}/category/url/:url/:lang`,
    handler: getCategoryByUrl,
    call: {
      summary: 'A category by the last segment of its route.',
      response: 'categoryResponseSchema',
      query: { path: 'the whole route below /category/ (e.g. cctv/ip-kamery): picks one category where slugs repeat' },
    },
  },
  {
    method: 'GET',
    pattern: `${V1}/attachments/:productCode`,
    guard: 'customer',
    handler: getAttachments,
    call: { summary: 'The downloadable files of a product.', response: 'attachmentsResponseSchema' },
  },
  {
    method: 'POST',
    pattern: `${V1}/contact/send`,
    handler: sendContactMessage,
    call: { summary: 'A question about a product.', response: 'okSchema', body: 'questionPayloadSchema' },
  },
  {
    method: 'GET',
    pattern: `${V1}/blog/list/:lang/:limit/:offset`,
    handler: getBlogList,
    call: { summary: 'One page of blog cards and the total.', response: 'blogListResponseSchema' },
  },
  {
    method: 'GET',
    pattern: `${V1}/blog/homepage/:lang`,
    handler: getHomepageBlogs,
    call: { summary: 'The blog cards of the home page.', response: 'homepageBlogsResponseSchema' },
  },
  { method: 'GET', pattern: `${V1}/blog/url/:lang/:url`, handler: getBlogByUrl, call: { summary: 'One blog article.', response: 'blogResponseSchema' } },
  { method: 'GET', pattern: `${V1}/text-pages/url/:lang/:url`, handler: getTextPage, call: { summary: 'One text page.', response: 'textPageResponseSchema' } },
  {
    method: 'GET',
    pattern: `${V1}/search/:query/:lang`,
    handler: liveSearch,
    call: { summary: 'Live search: hits grouped by type, with the counts of more.', response: 'liveSearchResponseSchema' },
  },
  {
    method: 'GET',
    pattern: `${V1}/search-products/:query/:lang/:limit/:offset`,
    handler: searchProducts,
    call: { summary: 'One page of the products a search finds and the total.', response: 'searchProductsResponseSchema' },
  },
  // account; the router ignores empty segments, so /sign/out serves /sign/out/ (the original contract's form) too
  {
    method: 'POST',
    pattern: `${V1}/sign/up`,
    handler: signUp,
    call: { summary: 'Registers a company customer; error key email: the user exists.', response: 'okSchema', body: 'registrationPayloadSchema' },
  },
  {
    method: 'POST',
    pattern: `${V1}/sign/in`,
    handler: signIn,
    call: { summary: 'Signs in; the storefront keeps user.auth_check in its cookie.', response: 'signUserResponseSchema', body: 'signInPayloadSchema' },
  },
  { method: 'GET', pattern: `${V1}/sign/out`, handler: signOut, call: { summary: 'Ends the session; always succeeds.', response: 'okSchema' } },
  {
    method: 'GET',
    pattern: `${V1}/sign/reset/:lang/:email`,
    handler: requestReset,
    call: { summary: 'Mails a reset link; succeeds for any well-formed address.', response: 'okSchema' },
  },
  {
    method: 'POST',
    pattern: `${V1}/sign/restore`,
    handler: restorePassword,
    call: { summary: 'Sets a new password by a reset token; error key token for a bad one.', response: 'okSchema', body: 'restorePayloadSchema' },
  },
  {
    method: 'GET',
    pattern: `${V1}/customer/profile`,
    guard: 'customer',
    handler: getProfile,
    call: { summary: "The customer's details.", response: 'profileResponseSchema' },
  },
  // extensions (docs/contract.md#extensions): the storefront shows the profile read-only where an upstream lacks them
  {
    method: 'GET',
    pattern: `${V1}/x/customer/profile`,
    guard: 'customer',
    handler: getProfile,
    call: {
      summary: "The customer's details, where they can be saved too.",
      response: 'profileResponseSchema',
      fallback: 'GET /customer/profile; the details form is read-only.',
    },
  },
  {
    method: 'PATCH',
    pattern: `${V1}/x/customer/profile`,
    guard: 'customer',
    handler: updateProfile,
    call: {
      summary: "Saves the customer's names; answers the saved profile.",
      response: 'profileResponseSchema',
      body: 'profileUpdatePayloadSchema',
      fallback: 'The details form is read-only.',
    },
  },
  {
    method: 'POST',
    pattern: `${V1}/x/products/lookup`,
    guard: 'customer',
    handler: lookupProducts,
    call: {
      summary: 'What each product code names, in the order sent (the quick order).',
      response: 'productLookupResponseSchema',
      body: 'productLookupPayloadSchema',
      fallback: 'The quick order is hidden.',
    },
  },
  // the session, cart and wishlist count of a signed-in page in one call; without it the three spec calls
  {
    method: 'GET',
    pattern: `${V1}/x/customer/summary/:lang`,
    guard: 'customer',
    handler: getCustomerSummary,
    call: {
      summary: 'The user, cart, wishlist count and quick-order availability at once.',
      response: 'customerSummaryResponseSchema',
      fallback: 'GET /sign/user; the cart and wishlist badges ask GET /basket/{lang} and GET /customer/wish-list-count.',
    },
  },
  // the customer's prices of the products a page shows; without it the page asks its product calls again
  {
    method: 'POST',
    pattern: `${V1}/x/customer/prices`,
    guard: 'customer',
    handler: getCustomerPricesHandler,
    call: {
      summary: "The customer's prices, stock and wishlist flags of the products sent.",
      response: 'customerPricesResponseSchema',
      body: 'customerPricesPayloadSchema',
      fallback: "The page asks the product calls it was built from again, with the customer's session.",
    },
  },
  // both at once, what a signed-in page view asks first; without it the page asks the two above
  // customers only too: it checks the session in its own single statement (customer-page.ts)
  {
    method: 'POST',
    pattern: `${V1}/x/customer/page/:lang`,
    handler: getCustomerPage,
    call: {
      summary: 'The summary and the prices of the products sent, in one round trip (customers only).',
      response: 'customerPageResponseSchema',
      body: 'customerPagePayloadSchema',
      fallback: 'GET /x/customer/summary/{lang} and POST /x/customer/prices, each with its own fallback.',
    },
  },
  // parameter filters of a category page; without it the page shows no filters
  {
    method: 'GET',
    pattern: `${V1}/x/category/:id/facets`,
    handler: getCategoryFacets,
    call: {
      summary: "The category's parameter filters with their counts for a selection.",
      response: 'facetsResponseSchema',
      query: { f: 'the selected values (lib/contract/rules/facet-selection.ts)', st: '1: in stock only' },
      fallback: 'The category page shows no parameter filters.',
    },
  },
  {
    method: 'GET',
    pattern: `${V1}/customer/address`,
    guard: 'customer',
    handler: getAddresses,
    call: { summary: 'The invoice (type 1) and delivery (type 2) addresses.', response: 'addressesResponseSchema' },
  },
  {
    method: 'PATCH',
    pattern: `${V1}/customer/password`,
    guard: 'customer',
    handler: changePassword,
    call: { summary: 'Changes the password; error key old: a wrong old password.', response: 'okSchema', body: 'passwordChangePayloadSchema' },
  },
  // the cart (a guest's is empty) and the wishlist
  {
    method: 'GET',
    pattern: `${V1}/basket/:lang`,
    handler: getBasket,
    call: { summary: "The customer's cart; an empty one for guests.", response: 'basketResponseSchema' },
  },
  {
    method: 'PUT',
    pattern: `${V1}/basket/add`,
    guard: 'customer',
    handler: addToBasket,
    call: { summary: 'Adds a product to the cart.', response: 'basketMutationResponseSchema', body: 'basketAddPayloadSchema' },
  },
  {
    method: 'PATCH',
    pattern: `${V1}/basket/update`,
    guard: 'customer',
    handler: updateBasketLine,
    call: { summary: "Sets a cart line's quantity.", response: 'basketMutationResponseSchema', body: 'basketUpdatePayloadSchema' },
  },
  {
    method: 'DELETE',
    pattern: `${V1}/basket/remove/:id`,
    guard: 'customer',
    handler: removeBasketLine,
    call: { summary: 'Removes a cart line.', response: 'basketMutationResponseSchema' },
  },
  {
    method: 'GET',
    pattern: `${V1}/customer/wish-list-count`,
    guard: 'customer',
    handler: getWishlistCount,
    call: { summary: 'How many products the wishlist holds.', response: 'wishlistCountResponseSchema' },
  },
  {
    method: 'POST',
    pattern: `${V1}/customer/wish-list-new/:lang/:limit/:offset`,
    guard: 'customer',
    handler: getWishlistPage,
    call: { summary: 'One page of the wishlist in an ordering.', response: 'wishlistResponseSchema', body: 'wishlistRequestSchema' },
  },
  {
    method: 'PATCH',
    pattern: `${V1}/customer/wish-list/add`,
    guard: 'customer',
    handler: addToWishlist,
    call: { summary: 'Puts a product on the wishlist.', response: 'okSchema', body: 'wishlistAddPayloadSchema' },
  },
  {
    method: 'DELETE',
    pattern: `${V1}/customer/wish-list/remove/:id`,
    guard: 'customer',
    handler: removeFromWishlist,
    call: { summary: 'Takes a product off the wishlist.', response: 'okSchema' },
  },
  // checkout: shipping, payment and pickup choices, addresses, note, the order
  {
    method: 'GET',
    pattern: `${V1}/cart/shipping/:lang`,
    handler: getShippingMethods,
    call: { summary: 'The shipping methods (prices as numeric strings).', response: 'shippingMethodsResponseSchema' },
  },
  {
    method: 'PUT',
    pattern: `${V1}/cart/shipping/:lang`,
    guard: 'customer',
    handler: setShipping,
    call: { summary: "Sets the cart's shipping method and, for Packeta, the parcel point.", response: 'okSchema', body: 'setShippingPayloadSchema' },
  },
  {
    method: 'GET',
    pattern: `${V1}/cart/warehouses`,
    handler: getWarehouses,
    call: { summary: 'The stores for pickup (sale points).', response: 'warehousesResponseSchema' },
  },
  {
    method: 'GET',
    pattern: `${V1}/cart/payment/:lang`,
    handler: getPaymentMethods,
    call: { summary: 'The payment methods.', response: 'paymentMethodsResponseSchema' },
  },
  {
    method: 'PUT',
    pattern: `${V1}/cart/payment`,
    guard: 'customer',
    handler: setPayment,
    call: { summary: "Sets the cart's payment method.", response: 'okSchema', body: 'setPaymentPayloadSchema' },
  },
  {
    method: 'PATCH',
    pattern: `${V1}/basket/sale-point`,
    guard: 'customer',
    handler: setSalePoint,
    call: { summary: "Sets the cart's pickup store.", response: 'okSchema', body: 'setSalePointPayloadSchema' },
  },
  {
    method: 'PATCH',
    pattern: `${V1}/basket/note`,
    guard: 'customer',
    handler: setOrderNote,
    call: { summary: "Sets the order's note.", response: 'okSchema', body: 'orderNotePayloadSchema' },
  },
  {
    method: 'PATCH',
    pattern: `${V1}/cart/address`,
    guard: 'customer',
    handler: patchCartAddress,
    call: { summary: "Stores the cart's invoice address (country 32).", response: 'okSchema', body: 'addressPayloadSchema' },
  },
  {
    method: 'PUT',
    pattern: `${V1}/cart/address/:type`,
    guard: 'customer',
    handler: putCheckoutAddress,
    call: {
      summary: "Stores the order's invoice (1, with the billing rules) or delivery (2) address.",
      response: 'okSchema',
      body: 'checkoutAddressRequestSchema',
    },
  },
  {
    method: 'PATCH',
    pattern: `${V1}/cart/additional`,
    guard: 'customer',
    handler: setAdditional,
    call: { summary: 'Whether a separate delivery address applies.', response: 'okSchema', body: 'setAdditionalPayloadSchema' },
  },
  {
    method: 'PATCH',
    pattern: `${V1}/cart/gift-card`,
    guard: 'customer',
    handler: applyGiftCard,
    call: { summary: 'Applies a gift card; the storefront only logs the outcome.', response: 'okSchema', body: 'giftCardPayloadSchema' },
  },
  {
    method: 'PUT',
    pattern: `${V1}/cart/order/:lang`,
    guard: 'customer',
    handler: placeOrder,
    call: {
      summary: 'Places the order; the cart is consumed, so placing twice makes one order.',
      response: 'placeOrderResponseSchema',
      body: 'placeOrderPayloadSchema',
    },
  },
  {
    method: 'GET',
    pattern: `${V1}/packeta/points`,
    handler: getPacketaPoints,
    call: {
      summary: "Demo parcel points for the checkout's offline stand-in of the Packeta widget.",
      response: 'packetaPointsResponseSchema',
      fallback: 'Only the stand-in asks it; with a Packeta API key the checkout opens the real widget instead.',
    },
  },
  // order history and invoices
  {
    method: 'PUT',
    pattern: `${V1}/customer/order/duplicateIntoBasket/:orderId`,
    guard: 'customer',
    handler: duplicateIntoBasket,
    call: { summary: "Copies an order's lines into the cart.", response: 'okSchema', body: 'duplicateOrderPayloadSchema' },
  },
  {
    method: 'GET',
    pattern: `${V1}/customer/orders/:limit/:offset`,
    guard: 'customer',
    handler: getCustomerOrders,
    call: { summary: "One page of the customer's orders and the total.", response: 'ordersResponseSchema' },
  },
  {
    method: 'GET',
    pattern: `${V1}/customer/invoices/:limit/:offset`,
    guard: 'customer',
    handler: getCustomerInvoices,
    call: { summary: "One page of the customer's invoices and the total.", response: 'invoicesResponseSchema' },
  },
  // the same lists with both amounts, for the CSV exports (extensions)
  {
    method: 'GET',
    pattern: `${V1}/x/customer/orders/:limit/:offset`,
    guard: 'customer',
    handler: getCustomerOrdersWithVat,
    call: {
      summary: 'The orders page with each total including VAT too, for the CSV export.',
      response: 'ordersResponseSchema',
      fallback: 'GET /customer/orders/{limit}/{offset}; the list offers no CSV export.',
    },
  },
  {
    method: 'GET',
    pattern: `${V1}/x/customer/invoices/:limit/:offset`,
    guard: 'customer',
    handler: getCustomerInvoicesWithVat,
    call: {
      summary: 'The invoices page with each amount excluding VAT too, for the CSV export.',
      response: 'invoicesResponseSchema',
      fallback: 'GET /customer/invoices/{limit}/{offset}; the list offers no CSV export.',
    },
  },
  {
    method: 'GET',
    pattern: `${V1}/customer/order/detail/:orderId/:lang`,
    guard: 'customer',
    handler: getCustomerOrderDetail,
    call: { summary: "One of the customer's orders; another customer's answers 404.", response: 'orderDetailResponseSchema' },
  },
  {
    method: 'GET',
    pattern: `${V1}/customer/invoice/:publicId/pdf`,
    guard: 'customer',
    handler: getInvoicePdf,
    call: { summary: "An invoice as a PDF (the embedded backend's invoice_url).", response: { file: 'application/pdf' } },
  },
  // the invoice as a Peppol e-invoice (extension; docs/e-invoice.md)
  {
    method: 'GET',
    pattern: `${V1}/x/customer/invoice/:number/xml`,
    guard: 'customer',
    handler: getInvoiceXml,
    call: {
      summary: 'An invoice as a Peppol BIS Billing 3.0 e-invoice (docs/e-invoice.md).',
      response: { file: 'application/xml' },
      fallback: 'No e-invoice link is shown (rows without e_invoice: true).',
    },
  },
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
