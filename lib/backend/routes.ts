import 'server-only';
import { API_PREFIX as V1 } from '@/lib/contract/client';
import type { CallDescription } from '@/lib/contract/call-description';
import { Router, type Handler, type Method } from './router';
import { withCustomer, type CustomerHandler } from './customer-guard';
import { ORDERING_ROLES, withRole } from './accounts/role-guard';
import { withIdempotency } from './idempotency/with-idempotency';
import { addSite, chooseSite, editSite, getSites, removeSite } from './handlers/company-sites';
import { getAttachments } from './handlers/attachments';
import { getTopBanners } from './handlers/banners';
import { addToBasket, getBasket, removeBasketLine, updateBasketLine } from './handlers/basket';
import { getBlogByUrl, getBlogList, getHomepageBlogs } from './handlers/blog';
import { getOrderCardPayment, paymentNotify, startOrderCardPayment } from './handlers/card-payments';
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
import { getCustomerCredit } from './handlers/customer-credit';
import { addCompanyAddress, listCompanyAddresses, removeCompanyAddress } from './handlers/company-addresses';
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
import { getWarehouseStock } from './handlers/warehouse-stock';
import { renameProduct, setOutage, setProductPack, setProductStock, testHooksEnabled } from './handlers/test-hooks';
import { setMissing } from './handlers/test-hook-missing';
import { setCustomerTerms } from './handlers/test-hook-terms';
import { chooseStandInPayment, getStandInPayment, resendStandInNotification } from './handlers/stand-in-payment';
import { addCompanyPerson, lapseInvitation } from './handlers/test-hook-company';
import { cancelInvitation, deletePerson, getPeople, invitePerson, updatePerson } from './handlers/company-people';
import { acceptInvitation, getInvitation } from './handlers/company-invitation';
import { approveApproval, getCompanyApprovals, getOwnApprovals, rejectApproval, submitApproval } from './handlers/approvals';
import { getTextPage } from './handlers/text-page';
import { addToWishlist, getWishlistCount, getWishlistPage, removeFromWishlist } from './handlers/wishlist';

/** A route for anyone, or (guard 'customer') for signed-in customers only: guests get 401 before the handler runs. */
type Route =
  { method: Method; pattern: string; guard?: never; handler: Handler } | { method: Method; pattern: string; guard: 'customer'; handler: CustomerHandler };

/** A route of the contract: `call` says what it is, its schemas and, for an extension, its fallback. */
export type ContractRoute = Route & { call: CallDescription };

/** The company-wide lists' filters (lib/backend/accounts/list-filters.ts). */
const LIST_FILTERS = {
  person: 'a person of the company (filter_options.people): only the orders they placed; ignored for a buyer, who sees only their own',
  site: 'a building site of the company (filter_options.sites): only its orders',
};

/** The header the basket changes honour (docs/decisions/064-offline-cart-changes.md), announced by `user.basket_idempotency`. */
const IDEMPOTENCY_HEADER = {
  'Idempotency-Key':
    'extension (user.basket_idempotency): a key the client makes per change; a repeat within 24 h gets the first answer and changes nothing, the key with another request 422 messages.idempotency.mismatch',
};

/** A call anyone may make. */
function open(method: Method, pattern: string, handler: Handler, call: CallDescription): ContractRoute {
  return { method, pattern, handler, call };
}

/** A call for signed-in customers only: guests get 401 before the handler runs. */
function customer(method: Method, pattern: string, handler: CustomerHandler, call: CallDescription): ContractRoute {
  return { method, pattern, guard: 'customer', handler, call };
}

/**
 * A call that fills the basket, checks out or places an order: signed-in owners and buyers only; an
 * accountant gets 403 `messages.user.forbidden` (docs/decisions/059-company-accounts.md).
 */
function ordering(method: Method, pattern: string, handler: CustomerHandler, call: CallDescription): ContractRoute {
  return customer(method, pattern, withRole(ORDERING_ROLES, handler), call);
}

/** A call of the company's owner only (people, invitations, approvals): anyone else signed in gets 403 `messages.user.forbidden`. */
function ownerOnly(method: Method, pattern: string, handler: CustomerHandler, call: CallDescription): ContractRoute {
  return customer(method, pattern, withRole(['owner'], handler), call);
}

/**
 * Every call of the embedded backend (exported for the contract tests that sweep every call, and for
 * the generator of docs/openapi.json). Patterns match segment by segment; a trailing `*rest` takes the
 * remaining ones.
 */
export const ROUTES: readonly ContractRoute[] = [
  // the app shell
  open('GET', `${V1}/menu/bottom-second/:lang`, getMenu, {
    summary: 'The one menu: header bar, drawer and category side menu.',
    response: 'menuResponseSchema',
  }),
  open('GET', `${V1}/banners/top/:lang`, getTopBanners, { summary: 'The home page banners.', response: 'bannersResponseSchema' }),
  customer('GET', `${V1}/sign/user`, getSignedInUser, {
    summary: 'The signed-in customer; messages.user.not-logged-in for guests.',
    response: 'signUserResponseSchema',
  }),
  open('GET', '/media/*file', getMedia, { summary: 'A picture the backend serves (outside the contract).', response: { file: 'image/*' } }),
  // catalogue and content
  open('GET', `${V1}/product/homepage/:lang`, getHomepageProducts, { summary: 'The offers of the home page.', response: 'productListResponseSchema' }),
  open('GET', `${V1}/product/detail/url/:url/:lang`, getProductDetail, {
    summary: 'One product with its parameters and related products.',
    response: 'productResponseSchema',
  }),
  open('GET', `${V1}/x/product/:id/manufacturer`, getProductManufacturer, {
    summary: 'The manufacturer and EU responsible person (GPSR); null when there are none.',
    response: 'manufacturerResponseSchema',
    fallback: 'The product page shows no manufacturer details.',
  }),
  open('GET', `${V1}/x/products/:ids/stock`, getWarehouseStock, {
    summary: 'The warehouses with their pickup schedule and the stock of the products `ids` (at most 100, comma separated) in each.',
    response: 'warehouseStockResponseSchema',
    fallback: 'One stock figure per product, as the product calls carry it; no pickup times.',
  }),
  open('POST', `${V1}/product/filter/:lang/:limit/:offset`, filterProducts, {
    summary: 'One page of a category (its descendants included) and the total.',
    response: 'productFilterResponseSchema',
    body: 'productFilterRequestSchema',
  }),
  open('GET', `${V1}/category/url/:url/:lang`, getCategoryByUrl, {
    summary: 'A category by the last segment of its route.',
    response: 'categoryResponseSchema',
    query: { path: 'the whole route below /category/ (e.g. cctv/ip-kamery): picks one category where slugs repeat' },
  }),
  customer('GET', `${V1}/attachments/:productCode`, getAttachments, { summary: 'The downloadable files of a product.', response: 'attachmentsResponseSchema' }),
  open('POST', `${V1}/contact/send`, sendContactMessage, { summary: 'A question about a product.', response: 'okSchema', body: 'questionPayloadSchema' }),
  open('GET', `${V1}/blog/list/:lang/:limit/:offset`, getBlogList, { summary: 'One page of blog cards and the total.', response: 'blogListResponseSchema' }),
  open('GET', `${V1}/blog/homepage/:lang`, getHomepageBlogs, { summary: 'The blog cards of the home page.', response: 'homepageBlogsResponseSchema' }),
  open('GET', `${V1}/blog/url/:lang/:url`, getBlogByUrl, { summary: 'One blog article.', response: 'blogResponseSchema' }),
  open('GET', `${V1}/text-pages/url/:lang/:url`, getTextPage, { summary: 'One text page.', response: 'textPageResponseSchema' }),
  open('GET', `${V1}/search/:query/:lang`, liveSearch, {
    summary: 'Live search: hits grouped by type, with the counts of more.',
    response: 'liveSearchResponseSchema',
  }),
  open('GET', `${V1}/search-products/:query/:lang/:limit/:offset`, searchProducts, {
    summary: 'One page of the products a search finds and the total.',
    response: 'searchProductsResponseSchema',
  }),
  // account; the router ignores empty segments, so /sign/out serves /sign/out/ (the original contract's form) too
  open('POST', `${V1}/sign/up`, signUp, {
    summary: 'Registers a company customer; error key email: the user exists.',
    response: 'okSchema',
    body: 'registrationPayloadSchema',
  }),
  open('POST', `${V1}/sign/in`, signIn, {
    summary: 'Signs in; the storefront keeps user.auth_check in its cookie.',
    response: 'signUserResponseSchema',
    body: 'signInPayloadSchema',
  }),
  open('GET', `${V1}/sign/out`, signOut, { summary: 'Ends the session; always succeeds.', response: 'okSchema' }),
  open('GET', `${V1}/sign/reset/:lang/:email`, requestReset, { summary: 'Mails a reset link; succeeds for any well-formed address.', response: 'okSchema' }),
  open('POST', `${V1}/sign/restore`, restorePassword, {
    summary: 'Sets a new password by a reset token; error key token for a bad one.',
    response: 'okSchema',
    body: 'restorePayloadSchema',
  }),
  customer('GET', `${V1}/customer/profile`, getProfile, { summary: "The customer's details.", response: 'profileResponseSchema' }),
  // extensions (docs/contract.md#extensions): the storefront shows the profile read-only where an upstream lacks them
  customer('GET', `${V1}/x/customer/profile`, getProfile, {
    summary: "The customer's details, where they can be saved too.",
    response: 'profileResponseSchema',
    fallback: 'GET /customer/profile; the details form is read-only.',
  }),
  customer('PATCH', `${V1}/x/customer/profile`, updateProfile, {
    summary: "Saves the customer's names; answers the saved profile.",
    response: 'profileResponseSchema',
    body: 'profileUpdatePayloadSchema',
    fallback: 'The details form is read-only.',
  }),
  customer('POST', `${V1}/x/products/lookup`, lookupProducts, {
    summary: 'What each product code names, in the order sent (the quick order).',
    response: 'productLookupResponseSchema',
    body: 'productLookupPayloadSchema',
    fallback: 'The quick order is hidden.',
  }),
  // the session, cart and wishlist count of a signed-in page in one call; without it the three spec calls
  customer('GET', `${V1}/x/customer/summary/:lang`, getCustomerSummary, {
    summary: 'The user, cart, wishlist count and quick-order availability at once.',
    response: 'customerSummaryResponseSchema',
    fallback: 'GET /sign/user; the cart and wishlist badges ask GET /basket/{lang} and GET /customer/wish-list-count.',
  }),
  // the customer's prices of the products a page shows; without it the page asks its product calls again
  customer('POST', `${V1}/x/customer/prices`, getCustomerPricesHandler, {
    summary: "The customer's prices, stock and wishlist flags of the products sent.",
    response: 'customerPricesResponseSchema',
    body: 'customerPricesPayloadSchema',
    fallback: "The page asks the product calls it was built from again, with the customer's session.",
  }),
  // both at once, what a signed-in page view asks first; without it the page asks the two above
  // customers only too: it checks the session in its own single statement (customer-page.ts)
  open('POST', `${V1}/x/customer/page/:lang`, getCustomerPage, {
    summary: 'The summary and the prices of the products sent, in one round trip (customers only).',
    response: 'customerPageResponseSchema',
    body: 'customerPagePayloadSchema',
    fallback: 'GET /x/customer/summary/{lang} and POST /x/customer/prices, each with its own fallback.',
  }),
  // parameter filters of a category page; without it the page shows no filters
  open('GET', `${V1}/x/category/:id/facets`, getCategoryFacets, {
    summary: "The category's parameter filters with their counts for a selection.",
    response: 'facetsResponseSchema',
    query: { f: 'the selected values (lib/contract/rules/facet-selection.ts)', st: '1: in stock only' },
    fallback: 'The category page shows no parameter filters.',
  }),
  customer('GET', `${V1}/customer/address`, getAddresses, {
    summary: 'The invoice (type 1) and delivery (type 2) addresses.',
    response: 'addressesResponseSchema',
  }),
  customer('PATCH', `${V1}/customer/password`, changePassword, {
    summary: 'Changes the password; error key old: a wrong old password.',
    response: 'okSchema',
    body: 'passwordChangePayloadSchema',
  }),
  // the cart (a guest's is empty) and the wishlist
  open('GET', `${V1}/basket/:lang`, getBasket, { summary: "The customer's cart; an empty one for guests.", response: 'basketResponseSchema' }),
  ordering('PUT', `${V1}/basket/add`, withIdempotency(addToBasket), {
    summary: 'Adds a product to the cart.',
    response: 'basketMutationResponseSchema',
    body: 'basketAddPayloadSchema',
    headers: IDEMPOTENCY_HEADER,
  }),
  ordering('PATCH', `${V1}/basket/update`, withIdempotency(updateBasketLine), {
    summary: "Sets a cart line's quantity.",
    response: 'basketMutationResponseSchema',
    body: 'basketUpdatePayloadSchema',
    headers: IDEMPOTENCY_HEADER,
  }),
  ordering('DELETE', `${V1}/basket/remove/:id`, withIdempotency(removeBasketLine), {
    summary: 'Removes a cart line.',
    response: 'basketMutationResponseSchema',
    headers: IDEMPOTENCY_HEADER,
  }),
  customer('GET', `${V1}/customer/wish-list-count`, getWishlistCount, {
    summary: 'How many products the wishlist holds.',
    response: 'wishlistCountResponseSchema',
  }),
  customer('POST', `${V1}/customer/wish-list-new/:lang/:limit/:offset`, getWishlistPage, {
    summary: 'One page of the wishlist in an ordering.',
    response: 'wishlistResponseSchema',
    body: 'wishlistRequestSchema',
  }),
  customer('PATCH', `${V1}/customer/wish-list/add`, addToWishlist, {
    summary: 'Puts a product on the wishlist.',
    response: 'okSchema',
    body: 'wishlistAddPayloadSchema',
  }),
  customer('DELETE', `${V1}/customer/wish-list/remove/:id`, removeFromWishlist, { summary: 'Takes a product off the wishlist.', response: 'okSchema' }),
  // checkout: shipping, payment and pickup choices, addresses, note, the order
  open('GET', `${V1}/cart/shipping/:lang`, getShippingMethods, {
    summary: 'The shipping methods (prices as numeric strings).',
    response: 'shippingMethodsResponseSchema',
  }),
  ordering('PUT', `${V1}/cart/shipping/:lang`, setShipping, {
    summary: "Sets the cart's shipping method and, for Packeta, the parcel point.",
    response: 'okSchema',
    body: 'setShippingPayloadSchema',
  }),
  open('GET', `${V1}/cart/warehouses`, getWarehouses, { summary: 'The stores for pickup (sale points).', response: 'warehousesResponseSchema' }),
  open('GET', `${V1}/cart/payment/:lang`, getPaymentMethods, { summary: 'The payment methods.', response: 'paymentMethodsResponseSchema' }),
  ordering('PUT', `${V1}/cart/payment`, setPayment, { summary: "Sets the cart's payment method.", response: 'okSchema', body: 'setPaymentPayloadSchema' }),
  ordering('PATCH', `${V1}/basket/sale-point`, setSalePoint, {
    summary: "Sets the cart's pickup store.",
    response: 'okSchema',
    body: 'setSalePointPayloadSchema',
  }),
  ordering('PATCH', `${V1}/basket/note`, setOrderNote, { summary: "Sets the order's note.", response: 'okSchema', body: 'orderNotePayloadSchema' }),
  ordering('PATCH', `${V1}/cart/address`, patchCartAddress, {
    summary: "Stores the cart's invoice address (country 32).",
    response: 'okSchema',
    body: 'addressPayloadSchema',
  }),
  ordering('PUT', `${V1}/cart/address/:type`, putCheckoutAddress, {
    summary: "Stores the order's invoice (1, with the billing rules) or delivery (2) address.",
    response: 'okSchema',
    body: 'checkoutAddressRequestSchema',
  }),
  ordering('PATCH', `${V1}/cart/additional`, setAdditional, {
    summary: 'Whether a separate delivery address applies.',
    response: 'okSchema',
    body: 'setAdditionalPayloadSchema',
  }),
  ordering('PATCH', `${V1}/cart/gift-card`, applyGiftCard, {
    summary: 'Applies a gift card; the storefront only logs the outcome.',
    response: 'okSchema',
    body: 'giftCardPayloadSchema',
  }),
  ordering('PUT', `${V1}/cart/order/:lang`, placeOrder, {
    summary: 'Places the order; the cart is consumed, so placing twice makes one order.',
    response: 'placeOrderResponseSchema',
    body: 'placeOrderPayloadSchema',
  }),
  // approvals of a buyer's order over their limit (extension; docs/decisions/059-company-accounts.md)
  ordering('POST', `${V1}/x/cart/approval`, submitApproval, {
    summary: "Submits the buyer's cart over their limit for the owner's approval: the cart is frozen, a new empty one opens, the owner gets a mail.",
    response: 'approvalResponseSchema',
    body: 'approvalSubmitPayloadSchema',
    fallback: "No approvals: the checkout shows the placing call's 409 messages.order.needsApproval as an error.",
  }),
  ordering('GET', `${V1}/x/cart/approvals`, getOwnApprovals, {
    summary: "The person's own requests for approval with their state, pending first.",
    response: 'approvalsResponseSchema',
    fallback: 'The orders list shows no requests.',
  }),
  ownerOnly('GET', `${V1}/x/company/approvals`, getCompanyApprovals, {
    summary: "The company's requests for approval (the owner's): pending first, then decided, with requester, site, total and lines.",
    response: 'approvalsResponseSchema',
    fallback: 'The account menu offers no approvals.',
  }),
  ownerOnly('POST', `${V1}/x/company/approvals/:id/approve`, approveApproval, {
    summary: "Approves a request: places its cart as the requester's order exactly once; a refused placement keeps it pending and answers why.",
    response: 'approvalResponseSchema',
    fallback: 'The account menu offers no approvals.',
  }),
  ownerOnly('POST', `${V1}/x/company/approvals/:id/reject`, rejectApproval, {
    summary: 'Rejects a request with a note: the requester gets it by mail and the lines back in their cart of that site.',
    response: 'approvalResponseSchema',
    body: 'approvalRejectPayloadSchema',
    fallback: 'The account menu offers no approvals.',
  }),
  open('GET', `${V1}/packeta/points`, getPacketaPoints, {
    summary: "Demo parcel points for the checkout's offline stand-in of the Packeta widget.",
    response: 'packetaPointsResponseSchema',
    fallback: 'Only the stand-in asks it; with a Packeta API key the checkout opens the real widget instead.',
  }),
  // order history and invoices
  ordering('PUT', `${V1}/customer/order/duplicateIntoBasket/:orderId`, duplicateIntoBasket, {
    summary: "Copies an order's lines into the cart.",
    response: 'okSchema',
    body: 'duplicateOrderPayloadSchema',
  }),
  customer('GET', `${V1}/customer/orders/:limit/:offset`, getCustomerOrders, {
    summary: "One page of the customer's orders and the total.",
    response: 'ordersResponseSchema',
  }),
  customer('GET', `${V1}/customer/invoices/:limit/:offset`, getCustomerInvoices, {
    summary: "One page of the customer's invoices and the total.",
    response: 'invoicesResponseSchema',
  }),
  // the same lists with both amounts, for the CSV exports (extensions)
  // and the company-wide views: who ordered, filtered by person and site (docs/decisions/059-company-accounts.md)
  customer('GET', `${V1}/x/customer/orders/:limit/:offset`, getCustomerOrdersWithVat, {
    summary: 'The orders page with each total including VAT and who placed it, filtered by person and site; for the list and the CSV export.',
    response: 'ordersResponseSchema',
    query: LIST_FILTERS,
    fallback: 'GET /customer/orders/{limit}/{offset}; the list offers no filters, person column or CSV export.',
  }),
  customer('GET', `${V1}/x/customer/invoices/:limit/:offset`, getCustomerInvoicesWithVat, {
    summary: 'The invoices page with each amount excluding VAT and who placed the order, filtered by person and site; for the list and the CSV export.',
    response: 'invoicesResponseSchema',
    query: LIST_FILTERS,
    fallback: 'GET /customer/invoices/{limit}/{offset}; the list offers no filters, person column or CSV export.',
  }),
  // the company's shared delivery addresses (extension; docs/decisions/059-company-accounts.md)
  customer('GET', `${V1}/x/company/addresses`, listCompanyAddresses, {
    summary: "The company's shared delivery addresses.",
    response: 'companyAddressesResponseSchema',
    fallback: 'No address book: the account shows no such section and checkout offers only the own delivery address.',
  }),
  customer('POST', `${V1}/x/company/addresses`, withRole(ORDERING_ROLES, addCompanyAddress), {
    summary: "Adds a delivery address to the company's book (owner and buyer; an accountant gets 403); answers the book.",
    response: 'companyAddressesResponseSchema',
    body: 'companyAddressPayloadSchema',
    fallback: 'Not offered (GET /x/company/addresses answered 404).',
  }),
  customer('DELETE', `${V1}/x/company/addresses/:id`, withRole(ORDERING_ROLES, removeCompanyAddress), {
    summary: "Removes a delivery address from the company's book (owner and buyer); another company's answers 404.",
    response: 'companyAddressesResponseSchema',
    fallback: 'Not offered (GET /x/company/addresses answered 404).',
  }),
  // buying on account (extension; docs/decisions/058-trade-terms.md)
  customer('GET', `${V1}/x/customer/credit`, getCustomerCredit, {
    summary: "The company's payment terms, credit limit, open, available and overdue amounts (with VAT); null for a company that prepays.",
    response: 'creditResponseSchema',
    fallback: 'The account shows no balance panel; checkout offers no on-account payment (GET /cart/payment lists none).',
  }),
  // card payments through a provider (extensions; docs/decisions/061-card-payments.md)
  customer('POST', `${V1}/x/customer/order/:orderId/card-payment`, startOrderCardPayment, {
    summary: "Starts a card payment of an unpaid card order the person may read; answers the provider's payment page (redirect_url).",
    response: 'cardPaymentStartResponseSchema',
    fallback: 'Payment methods carry no card_gateway: a card order is placed with no card step.',
  }),
  customer('GET', `${V1}/x/customer/order/:orderId/card-payment`, getOrderCardPayment, {
    summary: "The card order's payment state, asked of the provider while it is waiting.",
    response: 'cardPaymentStateResponseSchema',
    fallback: 'No payment outcome page: a card order is placed with no card step.',
  }),
  open('GET', `${V1}/x/payment-notify/:provider`, paymentNotify, {
    summary: "The payment provider's notification (gopay: ?id=; stand-in: ?id=&state=&signature=), verified and recorded idempotently.",
    response: 'okSchema',
    query: { id: "the provider's payment id", state: 'stand-in only: the state notified', signature: 'stand-in only: HMAC-SHA256 of id.state' },
    fallback: 'Only the provider calls it; the storefront never does.',
  }),
  open('GET', `${V1}/x/stand-in-payment/:id`, getStandInPayment, {
    summary: "The stand-in provider's payment (without provider keys): order number, amount, state.",
    response: 'standInPaymentResponseSchema',
    fallback: 'Only the stand-in payment page asks it.',
  }),
  open('POST', `${V1}/x/stand-in-payment/:id`, chooseStandInPayment, {
    summary: 'Pays, declines or cancels on the stand-in provider; it notifies the shop (now, late or twice) and answers the return URL.',
    response: 'standInChoiceResponseSchema',
    body: 'standInChoicePayloadSchema',
    fallback: 'Only the stand-in payment page asks it.',
  }),
  customer('GET', `${V1}/customer/order/detail/:orderId/:lang`, getCustomerOrderDetail, {
    summary: "One of the customer's orders; another customer's answers 404.",
    response: 'orderDetailResponseSchema',
  }),
  customer('GET', `${V1}/customer/invoice/:publicId/pdf`, getInvoicePdf, {
    summary: "An invoice as a PDF (the embedded backend's invoice_url).",
    response: { file: 'application/pdf' },
  }),
  // the invoice as a Peppol e-invoice (extension; docs/e-invoice.md)
  customer('GET', `${V1}/x/customer/invoice/:number/xml`, getInvoiceXml, {
    summary: 'An invoice as a Peppol BIS Billing 3.0 e-invoice (docs/e-invoice.md).',
    response: { file: 'application/xml' },
    fallback: 'No e-invoice link is shown (rows without e_invoice: true).',
  }),
  // the company's people (extension; docs/decisions/059-company-accounts.md): the owner's, and the invitee's two open calls
  ownerOnly('GET', `${V1}/x/company/people`, getPeople, {
    summary: "The company's people (the owner first, removed ones inactive) and its pending invitations.",
    response: 'peopleResponseSchema',
    fallback: 'The account menu shows no people (an upstream without role in the user has none of these calls).',
  }),
  ownerOnly('POST', `${V1}/x/company/invitations`, invitePerson, {
    summary: 'Mails a single-use invitation valid 7 days; replaces an unused one; 409 messages.company.emailTaken for an address with an account.',
    response: 'invitationResponseSchema',
    body: 'invitePayloadSchema',
    fallback: 'No people page.',
  }),
  ownerOnly('DELETE', `${V1}/x/company/invitations/:email`, cancelInvitation, {
    summary: 'Cancels the unused invitation of an address.',
    response: 'okSchema',
    fallback: 'No people page.',
  }),
  ownerOnly('PATCH', `${V1}/x/company/people/:id`, updatePerson, {
    summary: "Sets a colleague's role and limit; the owner's own row answers 400 messages.company.ownerUntouchable.",
    response: 'personResponseSchema',
    body: 'personUpdatePayloadSchema',
    fallback: 'No people page.',
  }),
  ownerOnly('DELETE', `${V1}/x/company/people/:id`, deletePerson, {
    summary: 'Removes a colleague and ends their sessions at once; the owner answers 400 messages.company.ownerUntouchable.',
    response: 'okSchema',
    fallback: 'No people page.',
  }),
  open('GET', `${V1}/x/company/invitation/:token`, getInvitation, {
    summary: 'What an invitation link invites to; 404 messages.invitation.notFound, 410 messages.invitation.used or .expired.',
    response: 'invitationPreviewResponseSchema',
    fallback: 'Only reached from an invitation mail, which only this backend sends.',
  }),
  open('POST', `${V1}/x/company/invitation/:token/accept`, acceptInvitation, {
    summary: 'Accepts an invitation with a name and password and signs the new person in (as POST /sign/in).',
    response: 'signUserResponseSchema',
    body: 'acceptInvitationPayloadSchema',
    fallback: 'Only reached from an invitation mail, which only this backend sends.',
  }),
  // building sites (extension; docs/decisions/059-company-accounts.md): the basket is the person's cart of their current site
  customer('GET', `${V1}/x/company/sites`, getSites, {
    summary: "The company's building sites and the person's current one.",
    response: 'sitesResponseSchema',
    fallback: 'No site switcher, no sites page: one basket per person (user.has_sites absent).',
  }),
  ordering('POST', `${V1}/x/company/sites`, addSite, {
    summary: 'Adds a building site (owner and buyer); 400 naming each bad field.',
    response: 'siteResponseSchema',
    body: 'sitePayloadSchema',
    fallback: 'The sites page is not offered.',
  }),
  ordering('PATCH', `${V1}/x/company/sites/:id`, editSite, {
    summary: "Saves a building site (owner and buyer); another company's or an archived one answers 404.",
    response: 'siteResponseSchema',
    body: 'sitePayloadSchema',
    fallback: 'The sites page is not offered.',
  }),
  ordering('DELETE', `${V1}/x/company/sites/:id`, removeSite, {
    summary: 'Archives a building site (owner and buyer); its orders keep it; answers the remaining sites.',
    response: 'sitesResponseSchema',
    fallback: 'The sites page is not offered.',
  }),
  ordering('PUT', `${V1}/x/customer/site`, chooseSite, {
    summary: "Picks the person's current building site (null: none), whose cart becomes the basket; another company's or an archived site answers 404.",
    response: 'sitesResponseSchema',
    body: 'siteChoicePayloadSchema',
    fallback: 'No site switcher: one basket per person.',
  }),
];

/** e2e only (scripts/e2e.ts sets E2E_TEST_HOOKS=1): catalogue edits, a company's terms and people, and a simulated outage, never in production. */
const TEST_HOOK_ROUTES: readonly Route[] = [
  { method: 'POST', pattern: `${V1}/test-hooks/product/:url/name`, handler: renameProduct },
  { method: 'POST', pattern: `${V1}/test-hooks/product/:url/stock`, handler: setProductStock },
  { method: 'POST', pattern: `${V1}/test-hooks/product/:url/pack`, handler: setProductPack },
  { method: 'POST', pattern: `${V1}/test-hooks/outage`, handler: setOutage },
  { method: 'POST', pattern: `${V1}/test-hooks/missing`, handler: setMissing },
  { method: 'POST', pattern: `${V1}/test-hooks/customer/terms`, handler: setCustomerTerms },
  { method: 'POST', pattern: `${V1}/test-hooks/payments/:id/notify`, handler: resendStandInNotification },
  { method: 'POST', pattern: `${V1}/test-hooks/company/person`, handler: addCompanyPerson },
  { method: 'POST', pattern: `${V1}/test-hooks/company/invitation/lapse`, handler: lapseInvitation },
];

/** The router over the table, with each customer route behind the guard; the test hooks only when enabled. */
export function buildRouter(): Router {
  const router = new Router();
  for (const route of [...ROUTES, ...(testHooksEnabled() ? TEST_HOOK_ROUTES : [])]) {
    router.on(route.method, route.pattern, route.guard === 'customer' ? withCustomer(route.handler) : route.handler);
  }
  return router;
}
