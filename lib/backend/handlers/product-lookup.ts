import 'server-only';
import { productLookupPayloadSchema } from '@/lib/contract/schemas/product-lookup';
import { lookupCodes } from '../catalogue/product-lookup';
import type { CustomerHandler } from '../customer-guard';
import { ok } from '../http';
import { withBody } from '../request-body';

/** 500 codes of 64 characters, each letter up to 2 bytes in UTF-8, with the JSON around them. */
const LOOKUP_BODY_BYTES = 128 * 1024;

/**
 * POST /x/products/lookup (extension, customers only): `{ codes }` → one result per code, in order:
 * the product it names with the company's price excluding VAT (lib/backend/pricing), several (ambiguous), or none with
 * up to three close codes. An empty list answers an empty one (the storefront's "is it there?" probe).
 */
export const lookupProducts: CustomerHandler = withBody(
  productLookupPayloadSchema,
  async ({ db, customer }, { codes }) => ok({ results: await lookupCodes(db, customer.id, codes) }),
  LOOKUP_BODY_BYTES,
);
