import 'server-only';

/** The device drawings the image pool knows; every product group names one. */
export const DRAWING_KINDS = [
  'bullet',
  'dome',
  'turret',
  'ptz',
  'recorder',
  'hdd',
  'switch',
  'bracket',
  'alarm-panel',
  'keypad',
  'pir',
  'contact',
  'siren',
  'battery',
  'remote',
  'glassbreak',
  'communicator',
  'door-panel',
  'monitor',
  'reader',
  'card',
  'lock',
  'psu',
  'fire-panel',
  'smoke',
  'heat',
  'call-point',
  'beacon',
  'cable',
  'fiber',
  'rack',
  'patch-panel',
  'keystone',
  'patch-cord',
  'access-point',
  'ups',
] as const;
export type DrawingKind = (typeof DRAWING_KINDS)[number];

/** [group, name, value, unit?]; values may contain {l}, the variant's label. */
export type ParamDef = readonly [group: string, name: string, value: string, unit?: string];

/** One variant of a family: code part ({c}), label part ({l}), price added in EUR. */
export interface Variant {
  c: string;
  l: string;
  p?: number;
}

/** A vendor's model line; expands to one product per variant. */
export interface Family {
  vendor: string;
  /** code pattern, {c} is the variant's code part */
  code: string;
  /** Slovak product name pattern, {l} is the variant's label */
  name: string;
  /** list price excluding VAT in EUR for the first variant */
  price: number;
  variants?: readonly Variant[];
  /** replace or extend the group's parameters (matched by group + name) */
  params?: readonly ParamDef[];
}

/** Products of one category: shared drawing, unit, texts and parameters. */
export interface ProductGroup {
  kind: DrawingKind;
  unit?: 'ks' | 'm' | 'bal.';
  /** short description, {l} allowed */
  short: string;
  /** a paragraph of the HTML description about what these products are for */
  about: string;
  params: readonly ParamDef[];
  /** default variants for families that name none */
  variants?: readonly Variant[];
  families: readonly Family[];
}

export interface CategoryDef {
  slug: string;
  name: string;
  /** a few plain sentences; wrapped into HTML paragraphs by the seed */
  description: readonly string[];
  children?: readonly CategoryDef[];
  products?: ProductGroup;
}

/** A product line: a top-level category with menu colours. */
export interface LineDef extends CategoryDef {
  color: string;
  bgColor: string;
}
