import 'server-only';
import { eq } from 'drizzle-orm';
import { settings } from '@/lib/runtime/config/env';
import type { Db } from '../db/client';
import { customers } from '../db/schema';
import type { Customer } from '../session';
import { normalizeEmail } from './email';

/** The customer with this e-mail address (compared lower-cased), or null. */
export async function findCustomerByEmail(db: Db, email: string): Promise<Customer | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(eq(customers.email, normalizeEmail(email)))
    .limit(1);
  return row ?? null;
}

/** New accounts may sign in at once unless AUTO_ACTIVATE_CUSTOMERS is 'false' (read per call, so tests can switch it). */
export function autoActivateCustomers(): boolean {
  return settings().AUTO_ACTIVATE_CUSTOMERS;
}
