import { toAddressPayload } from '@/lib/contract/schemas/requests/address';
import { TEST_BILLING } from '@/tests/support/test-customer';

/**
 * What each role may get from each customer call (docs/decisions/059-company-accounts.md, who may do
 * what), for the isolation matrix (isolation-matrix.test.ts): company A's owner, buyer and
 * accountant, and a person of company B, each calling against A's data. A new customer call fails
 * the matrix until it has a row here: add one with the call's `METHOD /pattern` (below /admin/v1).
 */
export type MatrixRole = 'stranger' | 'accountant' | 'buyer' | 'owner';

/** Company A's records the requests point at (the owner's unless named otherwise). */
export interface MatrixData {
  productId: number;
  productCode: string;
  /** the owner's open cart and a line of it */
  basket: number;
  line: number;
  /** an order the owner placed (a card order whose payment failed), its invoice's public id (PDF) and number (e-invoice) */
  order: number;
  invoicePublicId: string;
  invoiceNumber: string;
  /** a building site of A */
  site: number;
  /** records of A made for this request (each removal or decision needs its own) */
  freshAddress: () => Promise<number>;
  freshSite: () => Promise<number>;
  /** a colleague (a buyer) of A */
  freshPerson: () => Promise<number>;
  /** the e-mail of an open invitation into A */
  freshInvitation: () => Promise<string>;
  /** A's buyer's open cart, ready to check out and over their limit */
  freshBuyersBasket: () => Promise<number>;
  /** a pending request for approval of A's buyer */
  freshApproval: () => Promise<number>;
  /** an address nobody has used */
  newEmail: () => string;
}

export interface MatrixRequest {
  path: string;
  body?: unknown;
}

export interface Expectation {
  request: (data: MatrixData) => MatrixRequest | Promise<MatrixRequest>;
  /** the status each role gets: 404 for A's records outside the person's reach, 403 outside the role */
  status: Record<MatrixRole, number>;
}

/** Everyone gets their own: the call reads or changes only the caller's own data (the leak check still runs). */
const OWN = { stranger: 200, accountant: 200, buyer: 200, owner: 200 } as const;
/** A's owner's cart: only the owner; a colleague's or another company's cart is 404, an accountant 403. */
const OWNERS_CART = { stranger: 404, accountant: 403, buyer: 404, owner: 200 } as const;
/** Ordering into one's own cart: all but the accountant. */
const ORDERING_OWN = { stranger: 200, accountant: 403, buyer: 200, owner: 200 } as const;
/** A record of A's owner's order: owner and accountant read the account's, the buyer only their own. */
const ACCOUNTS_RECORD = { stranger: 404, accountant: 200, buyer: 404, owner: 200 } as const;
/** The owner's calls (people, invitations, approvals) on the caller's own company: B's owner gets B's. */
const OWNER_OWN = { stranger: 200, accountant: 403, buyer: 403, owner: 200 } as const;
/** The owner's calls on a record of A: B's owner gets 404. */
const OWNERS_RECORD = { stranger: 404, accountant: 403, buyer: 403, owner: 200 } as const;
/** Changing a record of A that everyone who orders may change (a site, a shared address). */
const ORDERING_RECORD = { stranger: 404, accountant: 403, buyer: 200, owner: 200 } as const;

const billing = (basket: number) => ({ basket, address: toAddressPayload(TEST_BILLING) });

export const EXPECTATIONS: Readonly<Record<string, Expectation>> = {
  'GET /sign/user': { request: () => ({ path: '/sign/user' }), status: OWN },
  'GET /attachments/:productCode': { request: (d) => ({ path: `/attachments/${encodeURIComponent(d.productCode)}` }), status: OWN },
  'GET /customer/profile': { request: () => ({ path: '/customer/profile' }), status: OWN },
  'GET /x/customer/profile': { request: () => ({ path: '/x/customer/profile' }), status: OWN },
  'PATCH /x/customer/profile': {
    request: () => ({ path: '/x/customer/profile', body: { firstName: 'Test', lastName: 'Osoba', displayName: 'Test Osoba' } }),
    status: OWN,
  },
  'POST /x/products/lookup': { request: (d) => ({ path: '/x/products/lookup', body: { codes: [d.productCode] } }), status: OWN },
  'GET /x/customer/summary/:lang': { request: () => ({ path: '/x/customer/summary/sk' }), status: OWN },
  'POST /x/customer/prices': { request: (d) => ({ path: '/x/customer/prices', body: { ids: [d.productId] } }), status: OWN },
  'POST /x/customer/page/:lang': { request: (d) => ({ path: '/x/customer/page/sk', body: { ids: [d.productId] } }), status: OWN },
  'GET /customer/address': { request: () => ({ path: '/customer/address' }), status: OWN },
  // a wrong current password: refused the same for everyone, nobody's password changes
  'PATCH /customer/password': {
    request: () => ({ path: '/customer/password', body: { old: 'Nespravne1!', password: 'NoveHeslo1!' } }),
    status: { stranger: 400, accountant: 400, buyer: 400, owner: 400 },
  },
  // reading the basket is not refused to an accountant: their empty basket
  'GET /basket/:lang': { request: () => ({ path: '/basket/sk' }), status: OWN },
  'PUT /basket/add': { request: (d) => ({ path: '/basket/add', body: { basket: null, product: d.productId, quantity: 1 } }), status: ORDERING_OWN },
  'PATCH /basket/update': { request: (d) => ({ path: '/basket/update', body: { id: d.line, quantity: 2 } }), status: OWNERS_CART },
  'DELETE /basket/remove/:id': { request: (d) => ({ path: `/basket/remove/${d.line}` }), status: OWNERS_CART },
  'GET /customer/wish-list-count': { request: () => ({ path: '/customer/wish-list-count' }), status: OWN },
  'POST /customer/wish-list-new/:lang/:limit/:offset': {
    request: () => ({ path: '/customer/wish-list-new/sk/12/0', body: { order: [{ 'product.name': 'ASC' }] } }),
    status: OWN,
  },
  'PATCH /customer/wish-list/add': { request: (d) => ({ path: '/customer/wish-list/add', body: { id: d.productId } }), status: OWN },
  'DELETE /customer/wish-list/remove/:id': { request: (d) => ({ path: `/customer/wish-list/remove/${d.productId}` }), status: OWN },
  'PUT /cart/shipping/:lang': {
    request: (d) => ({ path: '/cart/shipping/sk', body: { basket: d.basket, saturdayDelivery: false, shipping: 1 } }),
    status: OWNERS_CART,
  },
  'PUT /cart/payment': { request: (d) => ({ path: '/cart/payment', body: { basket: d.basket, payment: 1 } }), status: OWNERS_CART },
  'PATCH /basket/sale-point': { request: (d) => ({ path: '/basket/sale-point', body: { basket: d.basket, salePoint: null } }), status: OWNERS_CART },
  'PATCH /basket/note': { request: (d) => ({ path: '/basket/note', body: { basket: d.basket, note: 'Poznámka' } }), status: OWNERS_CART },
  // the person's own remembered invoice address
  'PATCH /cart/address': { request: () => ({ path: '/cart/address', body: toAddressPayload(TEST_BILLING) }), status: ORDERING_OWN },
  'PUT /cart/address/:type': { request: (d) => ({ path: '/cart/address/1', body: billing(d.basket) }), status: OWNERS_CART },
  'PATCH /cart/additional': { request: (d) => ({ path: '/cart/additional', body: { basket: d.basket, is_delivery_address: false } }), status: OWNERS_CART },
  'PATCH /cart/gift-card': { request: (d) => ({ path: '/cart/gift-card', body: { id: d.basket, code: '' } }), status: OWNERS_CART },
  // the owner's cart was emptied by DELETE /basket/remove above: the owner's own placing is refused as empty (400)
  'PUT /cart/order/:lang': {
    request: (d) => ({ path: '/cart/order/sk', body: { basket: d.basket, followNews: false } }),
    status: { stranger: 404, accountant: 403, buyer: 404, owner: 400 },
  },
  'PUT /customer/order/duplicateIntoBasket/:orderId': {
    request: (d) => ({ path: `/customer/order/duplicateIntoBasket/${d.order}`, body: { basket: null } }),
    status: { stranger: 404, accountant: 403, buyer: 404, owner: 200 },
  },
  'GET /customer/orders/:limit/:offset': { request: () => ({ path: '/customer/orders/50/0' }), status: OWN },
  'GET /customer/invoices/:limit/:offset': { request: () => ({ path: '/customer/invoices/50/0' }), status: OWN },
  'GET /x/customer/orders/:limit/:offset': { request: () => ({ path: '/x/customer/orders/50/0' }), status: OWN },
  'GET /x/customer/invoices/:limit/:offset': { request: () => ({ path: '/x/customer/invoices/50/0' }), status: OWN },
  'GET /x/customer/credit': { request: () => ({ path: '/x/customer/credit' }), status: OWN },
  'GET /x/company/addresses': { request: () => ({ path: '/x/company/addresses' }), status: OWN },
  'POST /x/company/addresses': {
    request: () => ({
      path: '/x/company/addresses',
      body: { address: { label: 'Nová adresa', firstName: 'Ján', lastName: 'Nový', street: 'Nová 1', city: 'Trnava', zip: '91701', phone: '' } },
    }),
    status: ORDERING_OWN,
  },
  'DELETE /x/company/addresses/:id': {
    request: async (d) => ({ path: `/x/company/addresses/${await d.freshAddress()}` }),
    status: ORDERING_RECORD,
  },
  'GET /customer/order/detail/:orderId/:lang': { request: (d) => ({ path: `/customer/order/detail/${d.order}/sk` }), status: ACCOUNTS_RECORD },
  'GET /customer/invoice/:publicId/pdf': { request: (d) => ({ path: `/customer/invoice/${d.invoicePublicId}/pdf` }), status: ACCOUNTS_RECORD },
  // whoever may read a card order may pay it: the accountant settles the company's (decision 061)
  'POST /x/customer/order/:orderId/card-payment': {
    request: (d) => ({ path: `/x/customer/order/${d.order}/card-payment`, body: {} }),
    status: ACCOUNTS_RECORD,
  },
  'GET /x/customer/order/:orderId/card-payment': { request: (d) => ({ path: `/x/customer/order/${d.order}/card-payment` }), status: ACCOUNTS_RECORD },
  'GET /x/customer/invoice/:number/xml': {
    request: (d) => ({ path: `/x/customer/invoice/${encodeURIComponent(d.invoiceNumber)}/xml` }),
    status: ACCOUNTS_RECORD,
  },
  // approvals: the buyer's own requests; the owner decides A's
  'POST /x/cart/approval': {
    request: async (d) => ({ path: '/x/cart/approval', body: { basket: await d.freshBuyersBasket() } }),
    status: { stranger: 404, accountant: 403, buyer: 200, owner: 404 },
  },
  'GET /x/cart/approvals': { request: () => ({ path: '/x/cart/approvals' }), status: ORDERING_OWN },
  'GET /x/company/approvals': { request: () => ({ path: '/x/company/approvals' }), status: OWNER_OWN },
  'POST /x/company/approvals/:id/approve': {
    request: async (d) => ({ path: `/x/company/approvals/${await d.freshApproval()}/approve` }),
    status: OWNERS_RECORD,
  },
  'POST /x/company/approvals/:id/reject': {
    request: async (d) => ({ path: `/x/company/approvals/${await d.freshApproval()}/reject`, body: { note: 'Nie, objednáme inde.' } }),
    status: OWNERS_RECORD,
  },
  // people and invitations: the owner's
  'GET /x/company/people': { request: () => ({ path: '/x/company/people' }), status: OWNER_OWN },
  'POST /x/company/invitations': {
    request: (d) => ({ path: '/x/company/invitations', body: { email: d.newEmail(), role: 'buyer', limit: 500 } }),
    status: OWNER_OWN,
  },
  'DELETE /x/company/invitations/:email': {
    request: async (d) => ({ path: `/x/company/invitations/${encodeURIComponent(await d.freshInvitation())}` }),
    status: OWNERS_RECORD,
  },
  'PATCH /x/company/people/:id': {
    request: async (d) => ({ path: `/x/company/people/${await d.freshPerson()}`, body: { role: 'accountant', limit: null } }),
    status: OWNERS_RECORD,
  },
  'DELETE /x/company/people/:id': { request: async (d) => ({ path: `/x/company/people/${await d.freshPerson()}` }), status: OWNERS_RECORD },
  // building sites: everyone lists the own company's, who orders adds, edits, archives and picks one
  'GET /x/company/sites': { request: () => ({ path: '/x/company/sites' }), status: OWN },
  'POST /x/company/sites': {
    request: () => ({ path: '/x/company/sites', body: { name: 'Nová stavba', street: '', city: '', zip: '', jobReference: 'NOVA-1' } }),
    status: ORDERING_OWN,
  },
  'PATCH /x/company/sites/:id': {
    request: async (d) => ({
      path: `/x/company/sites/${await d.freshSite()}`,
      body: { name: 'Premenovaná stavba', street: 'Nová 2', city: 'Nitra', zip: '94901', jobReference: 'PREMENOVANA-1' },
    }),
    status: ORDERING_RECORD,
  },
  'DELETE /x/company/sites/:id': { request: async (d) => ({ path: `/x/company/sites/${await d.freshSite()}` }), status: ORDERING_RECORD },
  'PUT /x/customer/site': { request: (d) => ({ path: '/x/customer/site', body: { site: d.site } }), status: ORDERING_RECORD },
};

/** Open calls whose answer depends on the session: covered as customer calls too. */
export const SESSION_READERS: readonly string[] = ['GET /basket/:lang', 'POST /x/customer/page/:lang'];
