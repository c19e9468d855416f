import type { ProductParameter } from '@/lib/contract/schemas/product';

/** One parameter across the compared products: its value per product (null where a product lacks it). */
export interface CompareRow {
  /** unique within its group: the parameter's name */
  label: string;
  values: Array<string | null>;
  /** true when at least two products are compared and their values are not all the same */
  differs: boolean;
}

/** The rows of one parameter group; `group` is '' for parameters an upstream sent without a group. */
export interface CompareGroup {
  group: string;
  rows: CompareRow[];
}

/** Where a parameter goes: the spec's rows carry `category` only, the embedded backend adds `name` under it. */
function placeOf(parameter: ProductParameter): { group: string; label: string } {
  return parameter.name ? { group: parameter.category, label: parameter.name } : { group: '', label: parameter.category };
}

function shown(parameter: ProductParameter): string {
  return [parameter.value, parameter.unit]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

/** Values that read the same are the same: case and spacing do not make a difference. */
function sameness(value: string | null): string {
  return value === null ? '\u0000' : value.replace(/\s+/g, ' ').trim().toLocaleLowerCase('sk');
}

/**
 * Lines up the products' parameters by group and name: the groups and rows in the order they first
 * appear (the first product's order, then what later products add), one value per product, a
 * parameter given twice by one product joined with commas.
 */
export function alignParameters(lists: ReadonlyArray<readonly ProductParameter[]>): CompareGroup[] {
  const groups = new Map<string, Map<string, Array<string[]>>>();
  lists.forEach((parameters, column) => {
    for (const parameter of parameters) {
      const { group, label } = placeOf(parameter);
      const rows = groups.get(group) ?? new Map<string, Array<string[]>>();
      groups.set(group, rows);
      const cells = rows.get(label) ?? lists.map(() => []);
      rows.set(label, cells);
      const value = shown(parameter);
      if (value && !cells[column]!.includes(value)) cells[column]!.push(value);
    }
  });
  return [...groups].map(([group, rows]) => ({
    group,
    rows: [...rows].map(([label, cells]) => {
      const values = cells.map((cell) => (cell.length ? cell.join(', ') : null));
      return { label, values, differs: lists.length > 1 && new Set(values.map(sameness)).size > 1 };
    }),
  }));
}

/** Only the rows that differ, and only the groups that keep any ("Iba rozdiely"). */
export function onlyDifferences(groups: readonly CompareGroup[]): CompareGroup[] {
  return groups.map((g) => ({ ...g, rows: g.rows.filter((row) => row.differs) })).filter((g) => g.rows.length > 0);
}
