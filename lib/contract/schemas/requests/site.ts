import * as z from 'zod/mini';
import { idSchema, optionalText, requiredText } from '../common';

/** Longest site name, street, city, zip and job reference (the database columns of building_sites). */
export const SITE_LIMITS = { name: 200, street: 200, city: 120, zip: 10, jobReference: 60 } as const;

/**
 * A building site's form and the body of POST /x/company/sites and PATCH /x/company/sites/{id}
 * (extensions): the name and the job reference are required (the reference is what the invoice
 * carries), the address may be added later. Field names are the form's, so the backend's error
 * keys mark the form's fields.
 */
export const sitePayloadSchema = z.object({
  name: requiredText(SITE_LIMITS.name),
  street: optionalText(SITE_LIMITS.street),
  city: optionalText(SITE_LIMITS.city),
  zip: optionalText(SITE_LIMITS.zip),
  jobReference: requiredText(SITE_LIMITS.jobReference),
});
export type SitePayload = z.infer<typeof sitePayloadSchema>;

/** PUT /x/customer/site (extension): the site the person orders for now; null: no site. */
export const siteChoicePayloadSchema = z.object({ site: z.nullable(idSchema) });
export type SiteChoicePayload = z.infer<typeof siteChoicePayloadSchema>;
