import 'server-only';
// zod/mini like the lib/contract schemas it is built from.
import * as z from 'zod/mini';
import { idSchema } from '@/lib/contract/schemas/common';
import { orderClauseSchema, type OrderDirection, type OrderField } from '@/lib/contract/schemas/requests/listing';
import { parameterConditionSchema } from '@/lib/contract/schemas/facets';
import { parseFacetSelection, formatFacetSelection } from '@/lib/contract/rules/facet-selection';
import { notFound, ok } from '../http';
import type { Handler } from '../router';
import { withPaging } from '../path-params';
import { categoryPathById, DEFAULT_ORDER, type ListingOrder } from '../catalogue/product-listing';
import { listItemsByIds } from '../catalogue/product-mapper';
import { catalogueVersions } from '../catalogue/facet-rows';
import { listCategory } from '../catalogue/category-listing';
import { parseBody } from '../request-body';
import { cacheFor, viewerOf } from '../catalogue/viewer';

/**
 * The contract's filter body, read a little more liberally than the storefront sends it:
 * `inStock: false` means no stock condition and a missing `order` means newest first.
 */
const filterBodySchema = z.object({
  condition: z.object({
    'categories.id': idSchema,
    inStock: z.optional(z.boolean()),
    /** extension: parameter filters as the facets call names them (GET /x/category/{id}/facets) */
    parameters: z.optional(parameterConditionSchema),
  }),
  order: z.optional(z.array(orderClauseSchema).check(z.maxLength(1, 'messages.validation.order.oneOrdering'))),
});

function toOrder(clauses: ReadonlyArray<Partial<Record<OrderField, OrderDirection>>> | undefined): ListingOrder {
  const [clause] = clauses ?? [];
  const [entry] = Object.entries(clause ?? {}) as [OrderField, OrderDirection][];
  return entry ? { field: entry[0], direction: entry[1] } : DEFAULT_ORDER;
}

/** POST /product/filter/{lang}/{limit}/{offset}: one page of a category with all its descendants, and the total. */
export const filterProducts: Handler = withPaging(async (ctx, paging) => {
  const parsed = await parseBody(filterBodySchema, ctx.request);
  if ('response' in parsed) return parsed.response;

  // the change counters first: everything kept in memory below is checked against them
  const versions = await catalogueVersions(ctx.db);
  const categoryPath = await categoryPathById(ctx.db, parsed.data.condition['categories.id'], versions);
  if (categoryPath === null) return notFound('category');
  const viewer = await viewerOf(ctx);
  // read through the URL form's parser, so the same bounds and canonical order apply
  const parameters = parseFacetSelection(formatFacetSelection(parsed.data.condition.parameters ?? {}));
  const filter = { categoryPath, inStock: parsed.data.condition.inStock === true, order: toOrder(parsed.data.order), parameters };
  const { ids, total } = await listCategory(ctx.db, filter, paging, versions);
  const items = await listItemsByIds(ctx.db, ids, viewer);
  return ok({ products: items, paging: { filtered_products_count: total } }, { cache: cacheFor(viewer) });
});
