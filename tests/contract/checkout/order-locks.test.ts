import { sql } from 'drizzle-orm';
import { settleBackgroundWork } from '@/lib/backend/auth/background';
import { getDb, openDatabase, queryRows } from '@/lib/backend/db/client';
import { decrementStock, pricedCartLines } from '@/lib/backend/orders/order-lines';
import { add, basketOf } from '../cart/support';
import { SLOW } from '../account/helpers';
import { describeOnPostgres } from '../support/drivers';
import { buyer, placeBasket, readyBasket, stockedProducts } from './support';

jest.setTimeout(SLOW);

/** Sessions of this database waiting for a lock another one holds (pg_stat_activity). */
async function sessionsWaitingForALock(): Promise<number> {
  const [row] = await queryRows<{ waiting: number }>(
    await getDb(),
    sql`SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
  );
  return row?.waiting ?? 0;
}

/** Whether `call` answered before any session of the database was seen waiting for a lock. */
async function answeredBeforeAnyLockWait(call: Promise<unknown>): Promise<'answered' | 'waited for a lock'> {
  let done = false;
  const settled = call.then(
    () => (done = true),
    () => (done = true),
  );
  for (;;) {
    if (done) return 'answered';
    if ((await sessionsWaitingForALock()) > 0) return 'waited for a lock';
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 20))]);
  }
}

describeOnPostgres('what an order being placed holds up', () => {
  afterEach(settleBackgroundWork);

  it("another customer adds the same product to a basket while an order of it holds the product's row", async () => {
    const [product] = await stockedProducts(1);
    const ordering = await buyer('drzi-riadok@example.sk');
    const basket = await readyBasket(ordering, product!.id, 2);
    const addingCustomer = await buyer('pridava-popri@example.sk');

    // the placement's lock on the product row, taken as placeCartOrder takes it and held until the
    // commit, on a pool of its own (as another instance's placement would be)
    const other = await openDatabase();
    try {
      let adding: ReturnType<typeof add> | undefined;
      const outcome = await other.db.transaction(async (tx) => {
        const lines = await pricedCartLines(tx, basket);
        expect(lines.map((line) => line.productId)).toEqual([product!.id]);
        await decrementStock(tx, lines, null);
        // the basket line's foreign key check reads the product row; a FOR UPDATE lock made it wait for the order's commit
        adding = add(addingCustomer, product!.id, 1);
        return answeredBeforeAnyLockWait(adding);
      });
      expect(outcome).toBe('answered');
      expect((await adding!).status).toBe(200);
    } finally {
      await other.close();
    }
    expect((await basketOf(addingCustomer)).products).toEqual([expect.objectContaining({ product_id: product!.id, quantity: 1 })]);
    expect((await placeBasket(ordering, basket)).status).toBe(200);
  });
});
