import 'server-only';
import type { Db } from '../db/client';
import { addresses, customers } from '../db/schema';
import { hashPassword } from '../password';
import { DEMO_PASSWORD } from './demo-customer';
import { daysBefore } from './random';

/** The second demo company: another price list than the demo's, and it prepays (docs/decisions/058-trade-terms.md). */
export const SECOND_COMPANY_EMAIL = 'montaz@securitech.sk';
export const SECOND_COMPANY_NAME = 'Montáže Východ s.r.o.';

const INVOICE_ADDRESS = {
  firstName: 'Marek',
  lastName: 'Dzurenko',
  street: 'Hlavná 112',
  city: 'Košice',
  zip: '040 01',
  phone: '+421 908 765 432',
  email: SECOND_COMPANY_EMAIL,
};

/** A company from the east on the basic list, with its addresses; it has not ordered yet. */
export async function seedSecondCompany(db: Db, priceListId: number): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [customer] = await tx
      .insert(customers)
      .values({
        email: SECOND_COMPANY_EMAIL,
        passwordHash,
        firstName: INVOICE_ADDRESS.firstName,
        lastName: INVOICE_ADDRESS.lastName,
        displayName: `${INVOICE_ADDRESS.firstName} ${INVOICE_ADDRESS.lastName}`,
        phone: INVOICE_ADDRESS.phone,
        companyName: SECOND_COMPANY_NAME,
        companyId: '51987651',
        vatRegistrationId: '2120987654',
        extVatRegistrationId: 'SK2120987654',
        active: true,
        newsletter: false,
        priceListId,
        createdAt: daysBefore(75),
      })
      .returning({ id: customers.id });
    if (!customer) throw new Error('second demo company not inserted');
    await tx.insert(addresses).values([
      { customerId: customer.id, type: 1, ...INVOICE_ADDRESS, country: 32 },
      { customerId: customer.id, type: 2, ...INVOICE_ADDRESS, street: 'Priemyselná 6', email: '', country: 32 },
    ]);
  });
}
