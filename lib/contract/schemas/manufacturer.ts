import * as z from 'zod/mini';
import { envelope } from './common';

/** A postal and electronic address as GPSR art. 19 asks for it; `country` is ISO 3166-1 alpha-2. */
const addressSchema = {
  name: z.string(),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string().check(z.length(2)),
  email: z.string(),
};

export const manufacturerSchema = z.object({
  ...addressSchema,
  web: z.nullable(z.string()),
  /** the responsible person in the EU, for a manufacturer outside it */
  euResponsible: z.nullable(z.object(addressSchema)),
});
export type Manufacturer = z.infer<typeof manufacturerSchema>;

/** GET /x/product/{id}/manufacturer (extension): null when the brand has no such data */
export const manufacturerResponseSchema = z.object({ ...envelope, manufacturer: z.nullable(manufacturerSchema) });
