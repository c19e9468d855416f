import * as z from 'zod/mini';
import { countSchema, envelope } from './common';
import { textInput } from './text-characters';

/** A word of the filter URL: lower-case ASCII letters and digits joined by single hyphens. */
export const facetKeySchema = textInput().check(z.maxLength(80), z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/));

/** One value of a filter: `count` is how many products it would leave given the other filters' selections. */
export const facetValueSchema = z.object({
  key: facetKeySchema,
  /** value with its unit, e.g. "4 Mpx" */
  label: z.string(),
  count: countSchema,
  selected: z.boolean(),
});
export type FacetValue = z.infer<typeof facetValueSchema>;

/** A parameter the category's products differ in, e.g. Rozlíšenie; values in display order (numbers numerically). */
export const facetSchema = z.object({
  key: facetKeySchema,
  name: z.string(),
  values: z.array(facetValueSchema),
});
export type Facet = z.infer<typeof facetSchema>;

/**
 * GET /x/category/{id}/facets?f=…&st=1 (an embedded-backend extension): the filters with their
 * counts, `count` the products the whole selection leaves, `selection` the selection as applied
 * (the `f` form; what the category does not offer is dropped).
 */
export const facetsResponseSchema = z.object({
  ...envelope,
  facets: z.array(facetSchema),
  count: countSchema,
  selection: z.string(),
});
export type FacetsResponse = z.infer<typeof facetsResponseSchema>;

/** The listing call's extension condition: parameter key → value keys (OR within, AND across). */
export const parameterConditionSchema = z.record(facetKeySchema, z.array(facetKeySchema).check(z.minLength(1), z.maxLength(24)));
