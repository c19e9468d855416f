import 'server-only';
import { and, eq } from 'drizzle-orm';
import { brands, manufacturers, products } from '../db/schema';
import { badRequest, notFound, ok } from '../http';
import { wholeNumber } from '../path-params';
import type { Handler } from '../router';

type ManufacturerRow = typeof manufacturers.$inferSelect;

/** The answer's shape: the EU responsible person only when the row has one. */
function toManufacturer(row: ManufacturerRow) {
  const eu =
    row.euName && row.euStreet && row.euPostalCode && row.euCity && row.euCountry && row.euEmail
      ? { name: row.euName, street: row.euStreet, postalCode: row.euPostalCode, city: row.euCity, country: row.euCountry, email: row.euEmail }
      : null;
  return {
    name: row.name,
    street: row.street,
    postalCode: row.postalCode,
    city: row.city,
    country: row.country,
    email: row.email,
    web: row.web,
    euResponsible: eu,
  };
}

/**
 * GET /x/product/{id}/manufacturer (extension): the product's manufacturer and, for one outside the
 * EU, its responsible person in the EU (GPSR 2023/988 art. 19); `manufacturer: null` when the
 * brand has no such data; 404 for an unknown or inactive product. The same for every visitor.
 */
export const getProductManufacturer: Handler = async (ctx) => {
  const id = wholeNumber(ctx.params.id);
  if (id === null) return badRequest([{ key: 'id', code: 'messages.validation.id.invalid' }]);
  const [row] = await ctx.db
    .select({ productId: products.id, manufacturer: manufacturers })
    .from(products)
    .leftJoin(brands, eq(brands.name, products.vendor))
    .leftJoin(manufacturers, eq(manufacturers.brandId, brands.id))
    .where(and(eq(products.id, id), eq(products.active, true)))
    .limit(1);
  if (!row) return notFound('product');
  return ok({ manufacturer: row.manufacturer ? toManufacturer(row.manufacturer) : null }, { cache: 'public' });
};
