import 'server-only';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { SitePayload } from '@/lib/contract/schemas/requests/site';
import type { Site } from '@/lib/contract/schemas/sites';
import type { Db } from '../db/client';
import { buildingSites, customers } from '../db/schema';
import { accountIdOf, type Person } from './account';

type SiteRow = typeof buildingSites.$inferSelect;

/** The contract's site of a row. */
export function siteOf(row: SiteRow): Site {
  return { id: row.id, name: row.name, street: row.street, city: row.city, zip: row.zip, job_reference: row.jobReference };
}

/** The account's sites not archived, oldest first. */
export async function listSites(db: Db, person: Person): Promise<SiteRow[]> {
  return db
    .select()
    .from(buildingSites)
    .where(and(eq(buildingSites.accountId, accountIdOf(person)), isNull(buildingSites.archivedAt)))
    .orderBy(asc(buildingSites.id));
}

/**
 * Site `id` when it is the person's account's and not archived; null otherwise (another company's
 * site is answered 404, never 403: docs/decisions/059-company-accounts.md).
 */
export async function liveSiteOf(db: Db, person: Person, id: number): Promise<SiteRow | null> {
  const [row] = await db
    .select()
    .from(buildingSites)
    .where(and(eq(buildingSites.id, id), eq(buildingSites.accountId, accountIdOf(person)), isNull(buildingSites.archivedAt)))
    .limit(1);
  return row ?? null;
}

const columnsOf = (payload: SitePayload) => ({
  name: payload.name,
  street: payload.street,
  city: payload.city,
  zip: payload.zip,
  jobReference: payload.jobReference,
});

/** Adds a site to the person's account. */
export async function insertSite(db: Db, person: Person, payload: SitePayload): Promise<SiteRow> {
  const [row] = await db
    .insert(buildingSites)
    .values({ accountId: accountIdOf(person), ...columnsOf(payload) })
    .returning();
  if (!row) throw new Error('site not inserted');
  return row;
}

/** Saves a live site of the person's account; null when there is none such. */
export async function updateSite(db: Db, person: Person, id: number, payload: SitePayload): Promise<SiteRow | null> {
  const [row] = await db
    .update(buildingSites)
    .set(columnsOf(payload))
    .where(and(eq(buildingSites.id, id), eq(buildingSites.accountId, accountIdOf(person)), isNull(buildingSites.archivedAt)))
    .returning();
  return row ?? null;
}

/**
 * Archives a live site of the person's account (its orders keep it); whoever ordered for it is left
 * without a site, so their basket is their cart without a site again. False when there is none such.
 */
export async function archiveSite(db: Db, person: Person, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(buildingSites)
      .set({ archivedAt: new Date() })
      .where(and(eq(buildingSites.id, id), eq(buildingSites.accountId, accountIdOf(person)), isNull(buildingSites.archivedAt)))
      .returning({ id: buildingSites.id });
    if (!row) return false;
    await tx.update(customers).set({ currentSiteId: null }).where(eq(customers.currentSiteId, id));
    return true;
  });
}

/** The person's current site as GET /sign/user names it, or null (none chosen). */
export async function currentSiteOf(db: Db, person: Pick<Person, 'id'> & { currentSiteId: number | null }) {
  if (person.currentSiteId === null) return null;
  const [row] = await db
    .select({ id: buildingSites.id, name: buildingSites.name, job_reference: buildingSites.jobReference })
    .from(buildingSites)
    .where(eq(buildingSites.id, person.currentSiteId))
    .limit(1);
  return row ?? null;
}

/** Whether the account keeps any live site (the header shows its switcher only then). */
export async function accountHasSites(db: Db, person: Person): Promise<boolean> {
  const [row] = await db
    .select({ id: buildingSites.id })
    .from(buildingSites)
    .where(and(eq(buildingSites.accountId, accountIdOf(person)), isNull(buildingSites.archivedAt)))
    .limit(1);
  return row !== undefined;
}
