import 'server-only';
import type { Facet, FacetValue } from '@/lib/contract/schemas/facets';
import type { FacetSelection } from '@/lib/contract/rules/facet-selection';

/** A parameter is offered when this share of the category's products has it … */
export const MIN_SHARE = 0.3;
/** … with 2 to this many distinct values (one value tells nothing apart, dozens are a list, not a filter). */
export const MAX_VALUES = 12;
/** At most this many filters, the most widespread first chosen. */
export const MAX_FACETS = 8;

export interface FacetCountRow {
  nameKey: string;
  valueKey: string;
  /** products of the category carrying this value */
  present: number;
  /** products that would remain with this value, given the other parameters' selections and the stock condition */
  hits: number;
}

export interface FacetLabelRow {
  nameKey: string;
  valueKey: string;
  name: string;
  value: string;
  unit: string;
  position: number;
}

export interface Facets {
  facets: Facet[];
  count: number;
}

// "2,8 mm", "4", "10,1 \"": the leading number (a decimal comma or point); values without one sort after, by text.
function leadingNumber(label: string): number | null {
  const match = /^\s*(\d+(?:[.,]\d+)?)/.exec(label);
  return match?.[1] ? Number(match[1].replace(',', '.')) : null;
}

const collator = new Intl.Collator('sk', { numeric: true });

/** Numbers in numeric order (2 Mpx, 4 Mpx, 12 Mpx), then the rest alphabetically. */
export function compareValueLabels(a: string, b: string): number {
  const [x, y] = [leadingNumber(a), leadingNumber(b)];
  if (x !== null && y !== null && x !== y) return x - y;
  if ((x === null) !== (y === null)) return x === null ? 1 : -1;
  return collator.compare(a, b);
}

/**
 * Which parameters the category offers as filters (from `present`, the same whatever is selected,
 * so filters never vanish while choosing), the selection restricted to them, and, once the labels
 * are read, the facets in display order.
 */
export function pickFacets(rows: readonly FacetCountRow[], products: number, selection: FacetSelection) {
  const byName = new Map<string, FacetCountRow[]>();
  for (const row of rows) {
    const list = byName.get(row.nameKey);
    if (list) list.push(row);
    else byName.set(row.nameKey, [row]);
  }
  const offered = [...byName.entries()]
    .map(([key, values]) => ({ key, values, carried: values.reduce((sum, v) => sum + v.present, 0) }))
    .filter((f) => f.values.length >= 2 && f.values.length <= MAX_VALUES && products > 0 && f.carried >= MIN_SHARE * products)
    .sort((a, b) => b.carried - a.carried || (a.key < b.key ? -1 : 1))
    .slice(0, MAX_FACETS);

  const applied: Record<string, string[]> = {};
  let droppedValues = false;
  for (const [key, values] of Object.entries(selection)) {
    const facet = offered.find((f) => f.key === key);
    const kept = values.filter((v) => facet?.values.some((row) => row.valueKey === v));
    if (kept.length !== values.length) droppedValues = true;
    if (kept.length > 0) applied[key] = kept;
  }
  const pairs = offered.flatMap((f) => f.values.map((v) => [f.key, v.valueKey] as const));

  const build = (labels: readonly FacetLabelRow[]): Omit<Facets, 'count'> => {
    const label = new Map(labels.map((l) => [`${l.nameKey}:${l.valueKey}`, l]));
    const facets = offered.map((f) => {
      const first = label.get(`${f.key}:${f.values[0]?.valueKey}`);
      const values: FacetValue[] = f.values
        .map((v) => {
          const row = label.get(`${f.key}:${v.valueKey}`);
          return {
            key: v.valueKey,
            label: row ? `${row.value} ${row.unit}`.trim() : v.valueKey,
            count: v.hits,
            selected: applied[f.key]?.includes(v.valueKey) ?? false,
          };
        })
        .sort((a, b) => compareValueLabels(a.label, b.label));
      return { facet: { key: f.key, name: first?.name ?? f.key, values }, position: first?.position ?? 0 };
    });
    facets.sort((a, b) => a.position - b.position || collator.compare(a.facet.name, b.facet.name));
    return { facets: facets.map((f) => f.facet) };
  };
  return { selection: applied as FacetSelection, droppedValues, pairs, build };
}
