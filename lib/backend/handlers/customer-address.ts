import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { addresses } from '../db/schema';
import { ok } from '../http';
import type { CustomerHandler } from '../customer-guard';

/** GET /customer/address: the stored invoice (type 1) and delivery (type 2) addresses; 401 for guests. */
export const getAddresses: CustomerHandler = async ({ db, customer }) => {
  const rows = await db.select().from(addresses).where(eq(addresses.customerId, customer.id)).orderBy(asc(addresses.type));
  return ok({
    addresses: rows
      .filter((row) => row.type === 1 || row.type === 2)
      .map((row) => ({
        id: row.id,
        first_name: row.firstName,
        last_name: row.lastName,
        street: row.street,
        city: row.city,
        zip: row.zip,
        phone: row.phone,
        type: row.type,
      })),
  });
};
