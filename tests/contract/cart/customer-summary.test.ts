import { basketMutationResponseSchema, basketResponseSchema } from '@/lib/contract/schemas/cart';
import { customerSummaryResponseSchema, signUserResponseSchema } from '@/lib/contract/schemas/user';
import { wishlistCountResponseSchema } from '@/lib/contract/schemas/wishlist';
import { callJson } from '../support/backend';
import { SLOW } from '../account/helpers';
import { expectError } from '../catalogue/support';
import { add, newCustomerCookie, remove, someProducts, update } from './support';

jest.setTimeout(SLOW);

let cookie: string;
let items: Awaited<ReturnType<typeof someProducts>>;

beforeAll(async () => {
  cookie = await newCustomerCookie('suhrn.zakaznik@example.sk');
  items = await someProducts(3);
});

/** The three spec calls a signed-in page made before the summary, parsed with their schemas. */
async function specAnswers() {
  const [user, basket, wishes] = await Promise.all([
    callJson('GET', '/admin/v1/sign/user', { cookie }),
    callJson('GET', '/admin/v1/basket/sk', { cookie }),
    callJson('GET', '/admin/v1/customer/wish-list-count', { cookie }),
  ]);
  return {
    user: signUserResponseSchema.parse(user.body).user,
    basket: basketResponseSchema.parse(basket.body).basket,
    wish_list_count: wishlistCountResponseSchema.parse(wishes.body).count_all,
  };
}

describe('GET /x/customer/summary/{lang} (extension)', () => {
  it('answers 401 not-logged-in to a guest, and to a forged session', async () => {
    for (const guest of [undefined, 'sid=forged; auth_check=forged']) {
      const response = await callJson('GET', '/admin/v1/x/customer/summary/sk', { cookie: guest });
      expect(expectError(response, 401)).toEqual([{ key: 'user', code: 'messages.user.not-logged-in' }]);
    }
  });

  it('answers what /sign/user, /basket and /customer/wish-list-count answer, in one private call', async () => {
    await add(cookie, items[0]!.id, 2);
    await callJson('PATCH', '/admin/v1/customer/wish-list/add', { cookie, body: { id: items[1]!.id } });
    const response = await callJson('GET', '/admin/v1/x/customer/summary/sk', { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const summary = customerSummaryResponseSchema.parse(response.body);
    expect({ user: summary.user, basket: summary.basket, wish_list_count: summary.wish_list_count }).toEqual(await specAnswers());
    expect(summary.basket.amount).toBe(2);
    expect(summary.wish_list_count).toBe(1);
    // the embedded backend answers the product lookup: the page need not probe it
    expect(summary.lookup_available).toBe(true);
  });
});

describe('basket mutations answer with the new cart (extension; the spec asks only success)', () => {
  it('add, update and remove each answer the cart a reload would read', async () => {
    const added = await add(cookie, items[2]!.id, 3);
    expect(added.status).toBe(200);
    const afterAdd = basketMutationResponseSchema.parse(added.body).basket;
    expect(afterAdd).toEqual((await specAnswers()).basket);
    const line = afterAdd!.products.find((l) => l.code === items[2]!.code)!;

    const updated = basketMutationResponseSchema.parse((await update(cookie, { id: line.id, quantity: 7 })).body).basket;
    expect(updated).toEqual((await specAnswers()).basket);
    expect(updated!.products.find((l) => l.id === line.id)!.quantity).toBe(7);

    const removed = basketMutationResponseSchema.parse((await remove(cookie, line.id)).body).basket;
    expect(removed).toEqual((await specAnswers()).basket);
    expect(removed!.products.some((l) => l.id === line.id)).toBe(false);
  });

  it('a refused change answers the error envelope and no cart', async () => {
    const refused = await update(cookie, { id: 999_999, quantity: 1 });
    expect(expectError(refused, 404)).toEqual([expect.objectContaining({ key: 'cartLine' })]);
    expect((refused.body as Record<string, unknown>).basket).toBeUndefined();
  });
});
