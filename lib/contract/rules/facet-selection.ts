/**
 * The parameter filters chosen on a category page: parameter key → value keys, e.g.
 * `{ krytie: ['ip67'], rozlisenie: ['4-mpx', '8-mpx'] }` (keys are the backend's facet keys,
 * lower-case ASCII words joined by hyphens). Values of one parameter combine with OR, parameters
 * with AND. In a URL it is one query parameter, `f=krytie:ip67;rozlisenie:4-mpx,8-mpx`, always
 * written in one canonical order (parameters, then values, sorted), so one selection has one URL
 * and one cache entry.
 */
export type FacetSelection = Readonly<Record<string, readonly string[]>>;

export const FACET_QUERY_PARAM = 'f';
/** Bounds that keep a hand-made URL from becoming an expensive query; real selections stay far below. */
export const MAX_FACET_PARAMETERS = 8;
export const MAX_FACET_VALUES = 24;

const KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const isKey = (text: string) => text.length <= 80 && KEY.test(text);

export const EMPTY_SELECTION: FacetSelection = Object.freeze({});

/** Sorted parameters with sorted, distinct values; parameters without values are dropped. */
function canonical(entries: ReadonlyArray<readonly [string, readonly string[]]>): FacetSelection {
  const merged = new Map<string, Set<string>>();
  for (const [key, values] of entries) {
    const set = merged.get(key) ?? new Set<string>();
    values.forEach((value) => set.add(value));
    merged.set(key, set);
  }
  const sorted = [...merged.entries()]
    .filter(([, values]) => values.size > 0)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, values]) => [key, [...values].sort()] as const);
  return Object.fromEntries(sorted);
}

/**
 * Reads `f` as written by formatFacetSelection (percent-encoded or not). Malformed parts are
 * dropped, never an error: a stale or mistyped link still shows the category.
 */
export function parseFacetSelection(raw: string | null | undefined): FacetSelection {
  if (!raw) return EMPTY_SELECTION;
  const entries: Array<[string, string[]]> = [];
  for (const part of raw.slice(0, 2000).split(';')) {
    const colon = part.indexOf(':');
    if (colon < 0) continue;
    const key = part.slice(0, colon);
    const values = part
      .slice(colon + 1)
      .split(',')
      .filter(isKey)
      .slice(0, MAX_FACET_VALUES);
    if (isKey(key) && values.length > 0) entries.push([key, values]);
  }
  return canonical(entries.slice(0, MAX_FACET_PARAMETERS));
}

/** The `f` value of a selection, '' when nothing is chosen. */
export function formatFacetSelection(selection: FacetSelection): string {
  return Object.entries(canonical(Object.entries(selection)))
    .map(([key, values]) => `${key}:${values.join(',')}`)
    .join(';');
}

/** Number of chosen values over all parameters (the "Filtre (N)" button). */
export function selectedValueCount(selection: FacetSelection): number {
  return Object.values(selection).reduce((sum, values) => sum + values.length, 0);
}

export function isSelected(selection: FacetSelection, key: string, value: string): boolean {
  return selection[key]?.includes(value) ?? false;
}

/** The selection with one value added, or taken away when it was chosen. */
export function toggleFacetValue(selection: FacetSelection, key: string, value: string): FacetSelection {
  const current = selection[key] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return canonical([...Object.entries(selection).filter(([k]) => k !== key), [key, next]]);
}

/** Keeps only the parameters and values `allowed` offers (what the backend answered as facets). */
export function restrictSelection(selection: FacetSelection, allowed: ReadonlyMap<string, ReadonlySet<string>>): FacetSelection {
  return canonical(Object.entries(selection).map(([key, values]) => [key, values.filter((v) => allowed.get(key)?.has(v) ?? false)] as const));
}

/**
 * A query string with `:`, `,` and `;` left readable (URLSearchParams escapes them; all three are
 * legal in a query, so the address means the same): `?f=krytie:ip67;rozlisenie:4-mpx,8-mpx`.
 */
export function readableQuery(search: URLSearchParams): string {
  return search.toString().replace(/%3A/gi, ':').replace(/%2C/gi, ',').replace(/%3B/gi, ';');
}
