import 'server-only';
import { formatFacetSelection, parseFacetSelection } from '@/lib/contract/rules/facet-selection';
import { badRequest, notFound, ok } from '../http';
import type { Handler } from '../router';
import { wholeNumber } from '../path-params';
import { categoryPathById } from '../catalogue/product-listing';
import { categoryFacets } from '../catalogue/product-facets';
import { catalogueVersions } from '../catalogue/facet-rows';

/**
 * GET /x/category/{id}/facets?f=rozlisenie:4-mpx,8-mpx;krytie:ip67&st=1 (extension): the parameter
 * filters of a category (with its descendants) and per value the products it would leave given
 * the other filters; `count` is what the whole selection leaves. No customer data: public.
 */
export const getCategoryFacets: Handler = async ({ db, params, url }) => {
  const id = wholeNumber(params.id);
  if (id === null || id < 1) return badRequest([{ key: 'id', code: 'messages.validation.id.invalid' }]);
  // the change counters first: everything kept in memory below is checked against them
  const versions = await catalogueVersions(db);
  const categoryPath = await categoryPathById(db, id, versions);
  if (categoryPath === null) return notFound('category');
  const selection = parseFacetSelection(url.searchParams.get('f'));
  const inStock = url.searchParams.get('st') === '1';
  const facets = await categoryFacets(db, { categoryPath, inStock, selection }, versions);
  return ok({ facets: facets.facets, count: facets.count, selection: formatFacetSelection(facets.selection) }, { cache: 'public' });
};
