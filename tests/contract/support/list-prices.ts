import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/backend/db/client';
import { customers } from '@/lib/backend/db/schema';
import { DEMO_EMAIL } from './backend';

/**
 * Takes a company off its price list, so it pays the list prices (`products.price_cents`) a test of
 * some other rule reads from the catalogue: the seeded demo is on "Montážnik", whose prices are
 * decision 058's resolution (docs/decisions/058-trade-terms.md), held by the pricing tests. Each
 * test file works on its own database, so no other file sees the change.
 */
export async function payListPrices(email = DEMO_EMAIL): Promise<void> {
  const db = await getDb();
  const [row] = await db.update(customers).set({ priceListId: null }).where(eq(customers.email, email)).returning({ id: customers.id });
  if (!row) throw new Error(`No customer ${email} in the seed`);
}
