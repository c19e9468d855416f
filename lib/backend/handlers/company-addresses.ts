import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { companyAddressPayloadSchema } from '@/lib/contract/schemas/company-addresses';
import { companyAddresses } from '../db/schema';
import { notFound, ok } from '../http';
import type { CustomerHandler } from '../customer-guard';
import { withBody } from '../request-body';
import { wholeNumber } from '../path-params';
import { accountIdOf } from '../accounts/account';

type Row = typeof companyAddresses.$inferSelect;

const toWire = (row: Row) => ({
  id: row.id,
  label: row.label,
  first_name: row.firstName,
  last_name: row.lastName,
  street: row.street,
  city: row.city,
  zip: row.zip,
  phone: row.phone,
});

/** GET /x/company/addresses: the account's shared delivery addresses, oldest first (every role). */
export const listCompanyAddresses: CustomerHandler = async ({ db, customer }) => {
  const rows = await db
    .select()
    .from(companyAddresses)
    .where(eq(companyAddresses.accountId, accountIdOf(customer)))
    .orderBy(asc(companyAddresses.id));
  return ok({ addresses: rows.map(toWire) });
};

/** POST /x/company/addresses: adds one to the account's book (owner and buyer); answers the whole book. */
export const addCompanyAddress: CustomerHandler = withBody(companyAddressPayloadSchema, async (ctx: Parameters<CustomerHandler>[0], { address }) => {
  await ctx.db.insert(companyAddresses).values({ ...address, accountId: accountIdOf(ctx.customer) });
  return listCompanyAddresses(ctx);
});

/** DELETE /x/company/addresses/{id}: removes one (owner and buyer); another account's (or none) is 404. */
export const removeCompanyAddress: CustomerHandler = async (ctx) => {
  const id = wholeNumber(ctx.params.id);
  const removed =
    id === null
      ? []
      : await ctx.db
          .delete(companyAddresses)
          .where(and(eq(companyAddresses.id, id), eq(companyAddresses.accountId, accountIdOf(ctx.customer))))
          .returning({ id: companyAddresses.id });
  if (removed.length === 0) return notFound('address');
  return listCompanyAddresses(ctx);
};
