/** @jest-environment node */
import * as z from 'zod/mini';
import { ROUTES, type ContractRoute } from '@/lib/backend/routes';
import * as account from '@/lib/contract/calls/account';
import * as approvals from '@/lib/contract/calls/approvals';
import * as cart from '@/lib/contract/calls/cart';
import * as catalogue from '@/lib/contract/calls/catalogue';
import * as checkout from '@/lib/contract/calls/checkout';
import * as content from '@/lib/contract/calls/content';
import * as cardPayment from '@/lib/contract/calls/card-payment';
import { getCompanyCredit } from '@/lib/contract/calls/credit';
import * as companyAddresses from '@/lib/contract/calls/company-addresses';
import { getCustomerPage } from '@/lib/contract/calls/customer-page';
import { getCustomerPrices } from '@/lib/contract/calls/customer-prices';
import { lookupProducts } from '@/lib/contract/calls/product-lookup';
import { getWarehouseStock } from '@/lib/contract/calls/warehouse-stock';
import * as people from '@/lib/contract/calls/people';
import * as search from '@/lib/contract/calls/search';
import * as shell from '@/lib/contract/calls/shell';
import * as sites from '@/lib/contract/calls/sites';
import { API_PREFIX, callApi, type ApiClient } from '@/lib/contract/client';
import { ApiError } from '@/lib/contract/errors';
import * as requestBodies from '@/lib/contract/schemas/request-bodies';

// docs/openapi.json is written from the routes' descriptions: they must name the schemas the calls parse with.
jest.mock('@/lib/contract/client', () => ({ ...jest.requireActual('@/lib/contract/client'), callApi: jest.fn() }));

interface Asked {
  method: string;
  path: string;
  schema: string;
  body: unknown;
}

const client: ApiClient = { send: () => Promise.reject(new Error('not sent')) };
const payload = {} as never;

/** Every call function, with the bodies it builds itself marked: those must parse with the route's body schema. */
const CALLS: { ask: () => Promise<unknown>; buildsBody?: true }[] = [
  { ask: () => account.signIn(client, payload) },
  { ask: () => account.signUp(client, payload) },
  { ask: () => account.requestPasswordReset(client, 'sk', 'a@b.sk') },
  { ask: () => account.restorePassword(client, payload) },
  { ask: () => account.getProfile(client) },
  { ask: () => account.getEditableProfile(client) },
  { ask: () => account.updateProfile(client, payload) },
  { ask: () => account.getAddresses(client) },
  { ask: () => account.changePassword(client, payload) },
  { ask: () => account.getOrders(client, 12, 0) },
  { ask: () => account.getInvoices(client, 12, 0) },
  { ask: () => account.getOrderDetail(client, 5, 'sk') },
  { ask: () => account.duplicateOrderIntoBasket(client, 5, 9), buildsBody: true },
  { ask: () => account.getWishlistCount(client) },
  { ask: () => account.getWishlist(client, 'sk', 12, 0, 1), buildsBody: true },
  { ask: () => account.addToWishlist(client, 7), buildsBody: true },
  { ask: () => account.removeFromWishlist(client, 7) },
  { ask: () => cart.addToBasket(client, payload) },
  { ask: () => cart.updateBasketLine(client, payload) },
  { ask: () => cart.removeBasketLine(client, 3) },
  { ask: () => catalogue.getHomepageProducts(client, 'sk') },
  { ask: () => catalogue.getCategoryByUrl(client, 'bullet', 'sk', 'cctv/bullet') },
  {
    ask: () =>
      catalogue.filterProducts(client, 'sk', { categoryId: 3, limit: 12, offset: 0, ordering: 1, inStock: true, parameters: { rozlisenie: ['4-mpx'] } }),
    buildsBody: true,
  },
  { ask: () => catalogue.getCategoryFacets(client, 3, { rozlisenie: ['4-mpx'] }, true) },
  { ask: () => catalogue.getProductByUrl(client, 'kamera', 'sk') },
  { ask: () => catalogue.getProductManufacturer(client, 7) },
  { ask: () => getWarehouseStock(client, [7, 8]) },
  { ask: () => catalogue.getAttachments(client, 'DS-1') },
  { ask: () => catalogue.sendQuestion(client, payload) },
  { ask: () => checkout.getShippingMethods(client, 'sk') },
  { ask: () => checkout.getWarehouses(client) },
  { ask: () => checkout.getPaymentMethods(client, 'sk') },
  { ask: () => checkout.setShipping(client, 'sk', payload) },
  { ask: () => checkout.setSalePoint(client, payload) },
  { ask: () => checkout.setPayment(client, payload) },
  { ask: () => checkout.setCartAddress(client, payload) },
  { ask: () => checkout.saveCheckoutAddress(client, 1, payload) },
  { ask: () => checkout.setAdditional(client, payload) },
  { ask: () => checkout.applyGiftCard(client, payload) },
  { ask: () => checkout.setOrderNote(client, payload) },
  { ask: () => checkout.placeOrder(client, 'sk', payload) },
  { ask: () => getCompanyCredit(client) },
  { ask: () => cardPayment.startCardPayment(client, 7) },
  { ask: () => cardPayment.getCardPaymentState(client, 7) },
  { ask: () => cardPayment.getStandInPayment(client, 'abc') },
  { ask: () => cardPayment.chooseOnStandIn(client, 'abc', payload) },
  { ask: () => people.getPeople(client) },
  { ask: () => people.invitePerson(client, payload) },
  { ask: () => people.cancelInvitation(client, 'a@b.sk') },
  { ask: () => people.updatePerson(client, 5, payload) },
  { ask: () => people.removePerson(client, 5) },
  { ask: () => people.getInvitation(client, 'token') },
  { ask: () => people.acceptInvitation(client, 'token', payload) },
  { ask: () => approvals.submitForApproval(client, 4), buildsBody: true },
  { ask: () => approvals.getOwnApprovals(client) },
  { ask: () => approvals.getCompanyApprovals(client) },
  { ask: () => approvals.approveRequest(client, 4) },
  { ask: () => approvals.rejectRequest(client, 4, 'Príliš drahé'), buildsBody: true },
  { ask: () => sites.getSites(client) },
  { ask: () => sites.addSite(client, { name: 'Hala Senec', street: '', city: 'Senec', zip: '', jobReference: 'ZAK-1' }), buildsBody: true },
  { ask: () => sites.editSite(client, 4, { name: 'Hala Senec', street: '', city: 'Senec', zip: '', jobReference: 'ZAK-1' }), buildsBody: true },
  { ask: () => sites.archiveSite(client, 4) },
  { ask: () => sites.chooseSite(client, { site: 4 }), buildsBody: true },
  { ask: () => companyAddresses.getCompanyAddresses(client) },
  {
    ask: () =>
      companyAddresses.addCompanyAddress(client, {
        label: 'Sklad',
        firstName: 'Ján',
        lastName: 'Novák',
        street: 'Hlavná 1',
        city: 'Senec',
        zip: '90301',
        phone: '',
      }),
    buildsBody: true,
  },
  { ask: () => companyAddresses.removeCompanyAddress(client, 4) },
  { ask: () => content.getBlogList(client, 'sk', 12, 0) },
  { ask: () => content.getHomepageBlogs(client, 'sk') },
  { ask: () => content.getBlogByUrl(client, 'sk', 'clanok') },
  { ask: () => content.getTextPage(client, 'sk', 'o-nas') },
  { ask: () => getCustomerPage(client, 'sk', [7, 8]), buildsBody: true },
  { ask: () => getCustomerPrices(client, [7, 8]), buildsBody: true },
  { ask: () => lookupProducts(client, ['DS-1']), buildsBody: true },
  { ask: () => search.liveSearch(client, 'kamera', 'sk') },
  { ask: () => search.searchProducts(client, 'kamera', 'sk', 12, 0) },
  { ask: () => shell.getMenu(client, 'sk') },
  { ask: () => shell.getTopBanners(client, 'sk') },
  { ask: () => shell.getSignedInUser(client) },
  { ask: () => shell.getCustomerSummary(client, 'sk') },
  { ask: () => shell.getBasket(client, 'sk') },
  { ask: () => shell.signOut(client) },
];

/** Routes the storefront reaches without a call function: links, a server download route, the stand-in widget. */
const REACHED_OTHERWISE = [
  'GET /customer/invoice/:publicId/pdf',
  'GET /packeta/points',
  'GET /x/customer/invoice/:number/xml',
  'GET /x/payment-notify/:provider',
];

function routeOf(method: string, path: string): ContractRoute | undefined {
  const segments = path.split('?')[0]!.split('/').filter(Boolean);
  return ROUTES.find((route) => {
    const parts = route.pattern.slice(API_PREFIX.length).split('/').filter(Boolean);
    return route.method === method && parts.length === segments.length && parts.every((part, i) => part.startsWith(':') || part === segments[i]);
  });
}

const label = (route: ContractRoute) => `${route.method} ${route.pattern.slice(API_PREFIX.length)}`;

describe('the calls and the routes table', () => {
  const asked: (Asked & { buildsBody: boolean })[] = [];

  beforeAll(async () => {
    // every call is refused as an upstream without it would (404), so extensions ask their fallbacks too
    jest.mocked(callApi).mockImplementation(async (_client, method, path, schema, body) => {
      asked.push({ method, path, schema, body, buildsBody: false });
      throw new ApiError([], 404);
    });
    for (const { ask, buildsBody } of CALLS) {
      const before = asked.length;
      await ask().catch(() => undefined);
      for (const entry of asked.slice(before)) entry.buildsBody = buildsBody === true;
    }
  });

  it('have a route for every request a call makes, naming the schema it parses the answer with', () => {
    const disagreeing = asked.flatMap(({ method, path, schema, body }) => {
      const route = routeOf(method, path);
      if (!route) return [`${method} ${path}: no route`];
      const response = typeof route.call.response === 'string' ? route.call.response : route.call.response.file;
      const problems = [
        response === schema ? null : `answer parsed with ${schema}, route names ${response}`,
        (body === undefined) === (route.call.body === undefined)
          ? null
          : `body ${body === undefined ? 'not sent' : 'sent'}, route names ${route.call.body ?? 'none'}`,
      ];
      return problems.filter((problem) => problem !== null).map((problem) => `${method} ${path}: ${problem}`);
    });
    expect(disagreeing).toEqual([]);
  });

  it('build bodies the route body schemas accept', () => {
    const refused = asked
      .filter(({ buildsBody }) => buildsBody)
      .flatMap(({ method, path, body }) => {
        const name = routeOf(method, path)?.call.body;
        return name && z.safeParse(requestBodies[name], body).success ? [] : [`${method} ${path}`];
      });
    expect(refused).toEqual([]);
  });

  it('reach every route of the contract', () => {
    const reached = new Set(asked.map(({ method, path }) => routeOf(method, path)).filter((route) => route !== undefined));
    const unreached = ROUTES.filter((route) => route.pattern.startsWith(`${API_PREFIX}/`) && !reached.has(route))
      .map(label)
      .sort();
    expect(unreached).toEqual(REACHED_OTHERWISE);
  });
});
