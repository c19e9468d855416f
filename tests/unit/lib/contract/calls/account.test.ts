/** @jest-environment node */
import * as account from '@/lib/contract/calls/account';
import * as cart from '@/lib/contract/calls/cart';
import { fakeClient, guestProduct } from '../fake-client';
import { upstream } from '../fake-upstream';

const user = { username: 'jan', email: 'jan@firma.sk', first_name: 'Ján', last_name: 'Novák', company_name: 'Firma', auth_check: 'abc', last_auth_check: null };

describe('account calls', () => {
  it('signIn posts the credentials and returns the user', async () => {
    const { client, sent } = fakeClient({ success: true, user });
    const result = await account.signIn(client, { email: 'jan@firma.sk', password: 'x' });
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/sign/in', body: { email: 'jan@firma.sk', password: 'x' } });
    expect(result.auth_check).toBe('abc');
  });

  it('requestPasswordReset puts the encoded address in the path', async () => {
    const { client, sent } = fakeClient({ success: true });
    await account.requestPasswordReset(client, 'sk', ' jan+x@firma.sk ');
    expect(sent[0]?.path).toBe('/sign/reset/sk/jan%2Bx%40firma.sk');
  });

  it('the write calls use the methods and paths of docs/contract.md#calls', async () => {
    const { client, sent } = fakeClient({ success: true });
    await account.restorePassword(client, { token: 't', password: 'noveheslo' });
    await account.changePassword(client, { old: 'a', password: 'noveheslo' });
    await account.duplicateOrderIntoBasket(client, 9, 3);
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual(['POST /sign/restore', 'PATCH /customer/password', 'PUT /customer/order/duplicateIntoBasket/9']);
    expect(sent[2]?.body).toEqual({ basket: 3 });
  });

  it('getOrders and getInvoices return the page and the count, exportable where the backend has the extension lists', async () => {
    const orders = fakeClient({ orders: [], orders_count: 5 });
    expect(await account.getOrders(orders.client, 12, 0)).toEqual({ orders: [], count: 5, exportable: true, filterOptions: null });
    expect(orders.sent[0]?.path).toBe('/x/customer/orders/12/0');
    const invoices = fakeClient({ invoices: [], invoices_count: 2 });
    expect(await account.getInvoices(invoices.client, 12, 12)).toEqual({ invoices: [], count: 2, exportable: true, filterOptions: null });
    expect(invoices.sent[0]?.path).toBe('/x/customer/invoices/12/12');
  });

  it('getOrders and getInvoices send the person and site filter to the extension lists and answer its options', async () => {
    const options = { people: [{ id: 4, name: 'Ján Technik' }], sites: [{ id: 2, name: 'Hala Senec' }] };
    const orders = fakeClient({ orders: [], orders_count: 0, filter_options: options });
    expect((await account.getOrders(orders.client, 12, 0, { person: 4, site: 2 })).filterOptions).toEqual(options);
    expect(orders.sent[0]?.path).toBe('/x/customer/orders/12/0?person=4&site=2');
    const invoices = fakeClient({ invoices: [], invoices_count: 0 });
    await account.getInvoices(invoices.client, 12, 0, { person: null, site: 2 });
    expect(invoices.sent[0]?.path).toBe('/x/customer/invoices/12/0?site=2');
  });

  it("getOrders and getInvoices fall back to the spec's lists, not exportable, where an upstream lacks the extension", async () => {
    const { client, sent } = upstream({
      '/customer/orders/12/0': { status: 200, body: { success: true, orders: [], orders_count: 3 } },
      '/customer/invoices/12/0': { status: 200, body: { success: true, invoices: [], invoices_count: 1 } },
    });
    expect(await account.getOrders(client, 12, 0)).toEqual({ orders: [], count: 3, exportable: false, filterOptions: null });
    expect(await account.getInvoices(client, 12, 0)).toEqual({ invoices: [], count: 1, exportable: false, filterOptions: null });
    expect(sent).toEqual(['GET /x/customer/orders/12/0', 'GET /customer/orders/12/0', 'GET /x/customer/invoices/12/0', 'GET /customer/invoices/12/0']);
  });

  it('getProfile and getAddresses unwrap customer and addresses', async () => {
    const profile = fakeClient({ customer: { ...user, phone: null } });
    expect((await account.getProfile(profile.client)).phone).toBe('');
    const addresses = fakeClient({ addresses: [] });
    expect(await account.getAddresses(addresses.client)).toEqual([]);
    expect(addresses.sent[0]?.path).toBe('/customer/address');
  });
});

describe('wishlist and cart calls', () => {
  it('getWishlist sends the order for the code and returns the products', async () => {
    const { client, sent } = fakeClient({ success: true, products: [guestProduct({ wish_list: true })] });
    const products = await account.getWishlist(client, 'sk', 12, 0, 2);
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/customer/wish-list-new/sk/12/0', body: { order: [{ 'product.name': 'ASC' }] } });
    expect(products[0]?.wish_list).toBe(true);
  });

  it('count, add and remove', async () => {
    const { client, sent } = fakeClient({ success: true, count_all: 4 });
    expect(await cart.getWishlistCount(client)).toBe(4);
    await cart.addToWishlist(client, 7);
    await cart.removeFromWishlist(client, 7);
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual([
      'GET /customer/wish-list-count',
      'PATCH /customer/wish-list/add',
      'DELETE /customer/wish-list/remove/7',
    ]);
    expect(sent[1]?.body).toEqual({ id: 7 });
  });

  it('basket add, update and remove', async () => {
    const { client, sent } = fakeClient({ success: true });
    await cart.addToBasket(client, { basket: 1, product: 7, quantity: 2 });
    await cart.updateBasketLine(client, { id: 11, product: 7, quantity: 3 });
    await cart.removeBasketLine(client, 11);
    expect(sent.map((s) => [s.method, s.path, s.body])).toEqual([
      ['PUT', '/basket/add', { basket: 1, product: 7, quantity: 2 }],
      ['PATCH', '/basket/update', { id: 11, product: 7, quantity: 3 }],
      ['DELETE', '/basket/remove/11', undefined],
    ]);
  });
});
