import * as z from 'zod/mini';
import { envelope, idSchema, optionalText, requiredText, textSchema } from './common';

/**
 * The company's shared delivery addresses (extension; docs/decisions/059-company-accounts.md): every
 * person of the company lists them, owner and buyers add and remove them, a buyer picks one at checkout.
 */
export const companyAddressSchema = z.object({
  id: idSchema,
  /** a short name the company knows the place by ('Sklad Senec'); '' when none */
  label: textSchema,
  first_name: z.string(),
  last_name: z.string(),
  street: z.string(),
  city: z.string(),
  zip: z.string(),
  phone: textSchema,
});
export type CompanyAddress = z.infer<typeof companyAddressSchema>;

/** GET /x/company/addresses */
export const companyAddressesResponseSchema = z.object({ ...envelope, addresses: z.array(companyAddressSchema) });

/** The form that adds one (POST /x/company/addresses): the delivery address's fields, all but label and phone required. */
export const companyAddressFormSchema = z.object({
  label: optionalText(120),
  firstName: requiredText(120),
  lastName: requiredText(120),
  street: requiredText(200),
  city: requiredText(120),
  zip: requiredText(10),
  phone: optionalText(40),
});
export type CompanyAddressForm = z.infer<typeof companyAddressFormSchema>;

/** Body of POST /x/company/addresses. */
export const companyAddressPayloadSchema = z.object({ address: companyAddressFormSchema });
