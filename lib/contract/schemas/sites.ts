import * as z from 'zod/mini';
import { envelope, idSchema } from './common';

/**
 * A building site of the company (docs/decisions/059-company-accounts.md): a named job with its
 * address and job reference, which follows the site's orders to their invoices.
 */
export const siteSchema = z.object({
  id: idSchema,
  name: z.string(),
  street: z.string(),
  city: z.string(),
  zip: z.string(),
  job_reference: z.string(),
});
export type Site = z.infer<typeof siteSchema>;

/** The person's current site as GET /sign/user names it (optional: none chosen, or an upstream without sites). */
export const currentSiteSchema = z.object({ id: idSchema, name: z.string(), job_reference: z.string() });
export type CurrentSite = z.infer<typeof currentSiteSchema>;

/** GET /x/company/sites: the account's sites not archived, and the person's current one's id (null: none). */
export const sitesResponseSchema = z.object({ ...envelope, sites: z.array(siteSchema), current: z.nullable(idSchema) });
export type SitesAnswer = z.infer<typeof sitesResponseSchema>;

/** POST /x/company/sites and PATCH /x/company/sites/{id}: the saved site. */
export const siteResponseSchema = z.object({ ...envelope, site: siteSchema });
