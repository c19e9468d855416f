import 'server-only';
import type { Db } from '../db/client';
import { buildingSites, companyAddresses, customers } from '../db/schema';
import { daysBefore } from './random';

/** The demo company's buyer and accountant (docs/decisions/059-company-accounts.md), password as the demo's. */
export const DEMO_TECHNICIAN_EMAIL = 'technik@securitech.sk';
export const DEMO_ACCOUNTANT_EMAIL = 'uctovnik@securitech.sk';
/** The technician's limit per order excluding VAT: 1 000 €. */
export const DEMO_TECHNICIAN_LIMIT_CENTS = 100_000;

export const DEMO_SITES = {
  ruzinov: { name: 'Bytový dom Ružinov', street: 'Tomášikova 30', city: 'Bratislava', zip: '821 01', jobReference: 'ZAK-2026-014' },
  senec: { name: 'Hala Senec', street: 'Diaľničná cesta 5', city: 'Senec', zip: '903 01', jobReference: 'ZAK-2026-021' },
} as const;
export type DemoSite = keyof typeof DEMO_SITES;

/** The company's shared delivery addresses: the two sites' and the warehouse. */
const SHARED_ADDRESSES = [
  {
    label: 'Sklad Mlynské nivy',
    firstName: 'Ján',
    lastName: 'Horváth',
    street: 'Mlynské nivy 45',
    city: 'Bratislava',
    zip: '821 09',
    phone: '+421 907 654 321',
  },
  { label: 'Stavba Ružinov', firstName: 'Martin', lastName: 'Šimko', street: 'Tomášikova 30', city: 'Bratislava', zip: '821 01', phone: '+421 911 222 333' },
  { label: 'Hala Senec', firstName: 'Martin', lastName: 'Šimko', street: 'Diaľničná cesta 5', city: 'Senec', zip: '903 01', phone: '+421 911 222 333' },
];

export interface DemoPeople {
  technicianId: number;
  sites: Record<DemoSite, { id: number; jobReference: string }>;
}

/** The demo owner's colleagues, the building sites and the shared address book, inside the demo's transaction. */
export async function seedDemoPeople(tx: Db, accountId: number, passwordHash: string): Promise<DemoPeople> {
  const colleague = { passwordHash, companyName: '', companyId: '', companyAccountId: accountId, active: true, newsletter: false, createdAt: daysBefore(300) };
  const [technician] = await tx
    .insert(customers)
    .values([
      {
        ...colleague,
        email: DEMO_TECHNICIAN_EMAIL,
        firstName: 'Martin',
        lastName: 'Šimko',
        displayName: 'Martin Šimko',
        phone: '+421 911 222 333',
        role: 'buyer',
        orderLimitCents: DEMO_TECHNICIAN_LIMIT_CENTS,
      },
      { ...colleague, email: DEMO_ACCOUNTANT_EMAIL, firstName: 'Eva', lastName: 'Nováková', displayName: 'Eva Nováková', role: 'accountant' },
    ])
    .returning({ id: customers.id });
  const [ruzinov, senec] = await tx
    .insert(buildingSites)
    .values([DEMO_SITES.ruzinov, DEMO_SITES.senec].map((site) => ({ ...site, accountId, createdAt: daysBefore(200) })))
    .returning({ id: buildingSites.id, jobReference: buildingSites.jobReference });
  await tx.insert(companyAddresses).values(SHARED_ADDRESSES.map((address) => ({ ...address, accountId })));
  return { technicianId: technician!.id, sites: { ruzinov: ruzinov!, senec: senec! } };
}
