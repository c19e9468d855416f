/**
 * The names that let focus survive a listing's document load (lib/browser/focus-after-load.ts),
 * shared by the server-drawn chips and the client controls.
 */

/** The attribute naming a control whose focus survives the load it starts: the same name on the next page. */
export const FOCUS_KEY_ATTRIBUTE = 'data-focus-key';

/** The key and element id of the listing's result count, focused when the control used is gone. */
export const LISTING_COUNT = 'listing-count';

/** A filter value's link: the same value's link on the next page, chosen or not. */
export const facetFocusKey = (facetKey: string, valueKey: string) => `facet:${facetKey}:${valueKey}`;
