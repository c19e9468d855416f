import 'server-only';
import { cctv } from './catalogue-cctv';
import { eps } from './catalogue-eps';
import { evs } from './catalogue-evs';
import { ezs } from './catalogue-ezs';
import { sks } from './catalogue-sks';
import type { CategoryDef, DrawingKind, Family, LineDef, ParamDef, ProductGroup, Variant } from './catalogue-types';
import { assertNamesMatchParams } from './name-claims';
import { slugify } from './random';

/** The five product lines in menu order (docs/rules.md#screens: ezs, cctv, evs, eps, sks). */
export const LINES: readonly LineDef[] = [ezs, cctv, evs, eps, sks];

export interface CategorySeed {
  path: string;
  parentPath: string | null;
  slug: string;
  depth: number;
  name: string;
  description: string;
  color: string | null;
  bgColor: string | null;
  position: number;
}

export interface ParamSeed {
  category: string;
  name: string;
  value: string;
  unit: string;
}

/** One catalogue product before the seeded randomness (stock, discount, images) is applied. */
export interface ProductTemplate {
  code: string;
  name: string;
  vendor: string;
  slug: string;
  categoryPath: string;
  line: string;
  kind: DrawingKind;
  unit: 'ks' | 'm' | 'bal.';
  basePriceCents: number;
  short: string;
  about: string;
  params: ParamSeed[];
  /** products of one family share a datasheet and a manual */
  familyKey: string;
  familyName: string;
}

const paragraphs = (sentences: readonly string[]): string => `<p>${sentences.join(' ')}</p>`;

function fill(pattern: string, v: Variant): string {
  return pattern.replaceAll('{c}', v.c).replaceAll('{l}', v.l);
}

/** Group parameters with the family's overrides (same group + name) applied and extras appended. */
function mergeParams(group: readonly ParamDef[], family: readonly ParamDef[] = []): ParamDef[] {
  const merged = group.map((p) => family.find((f) => f[0] === p[0] && f[1] === p[1]) ?? p);
  return [...merged, ...family.filter((f) => !group.some((p) => p[0] === f[0] && p[1] === f[1]))];
}

function expandFamily(group: ProductGroup, family: Family, categoryPath: string, line: string): ProductTemplate[] {
  const variants = family.variants ?? group.variants ?? [{ c: '', l: '' }];
  const params = mergeParams(group.params, family.params);
  const familyKey = slugify(`${family.vendor} ${fill(family.code, { c: 'x', l: '' })}`);
  return variants.map((v) => {
    const code = fill(family.code, v);
    const name = fill(family.name, v);
    const typeWords = name.split(/\s+/).slice(0, 2).join(' ');
    return {
      code,
      name,
      vendor: family.vendor,
      slug: slugify(`${typeWords} ${family.vendor} ${code}`),
      categoryPath,
      line,
      kind: group.kind,
      unit: group.unit ?? 'ks',
      basePriceCents: Math.round((family.price + (v.p ?? 0)) * 100),
      short: fill(group.short, v),
      about: group.about,
      params: [
        ...params.map(([category, pname, value, unit]) => ({ category, name: pname, value: fill(value, v), unit: unit ?? '' })),
        { category: 'Všeobecné', name: 'Výrobca', value: family.vendor, unit: '' },
        { category: 'Všeobecné', name: 'Záruka', value: family.price >= 500 ? '36' : '24', unit: 'mesiacov' },
      ],
      familyKey,
      familyName: fill(family.name, { c: '', l: '' }).replace(/[\s,]+$/, ''),
    };
  });
}

export interface Catalogue {
  categories: CategorySeed[];
  products: ProductTemplate[];
}

/** Flattens the category trees (parents first) and expands every family into products; checks uniqueness and that names agree with parameters. */
export function buildCatalogue(): Catalogue {
  const categories: CategorySeed[] = [];
  const products: ProductTemplate[] = [];
  const walk = (def: CategoryDef, parent: CategorySeed | null, position: number, line: LineDef) => {
    const path = parent ? `${parent.path}/${def.slug}` : def.slug;
    const seed: CategorySeed = {
      path,
      parentPath: parent?.path ?? null,
      slug: def.slug,
      depth: parent ? parent.depth + 1 : 0,
      name: def.name,
      description: paragraphs(def.description),
      color: parent ? null : line.color,
      bgColor: parent ? null : line.bgColor,
      position,
    };
    categories.push(seed);
    const group = def.products;
    if (group) for (const family of group.families) products.push(...expandFamily(group, family, path, line.slug));
    (def.children ?? []).forEach((child, i) => walk(child, seed, i + 1, line));
  };
  LINES.forEach((line, i) => walk(line, null, i + 1, line));
  assertUnique(
    'category slug',
    categories.map((c) => c.slug),
  );
  assertUnique(
    'product code',
    products.map((p) => p.code),
  );
  assertUnique(
    'product slug',
    products.map((p) => p.slug),
  );
  for (const c of categories) {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(c.slug)) throw new Error(`bad category slug ${c.slug}`);
  }
  for (const p of products) {
    if (!/^[A-Za-z0-9.-]+$/.test(p.code)) throw new Error(`code ${p.code} is not url-safe`);
  }
  // a name's figures ("IR 40 m", "4 Mpx") must be the parameters' own: the seed stops on a contradiction
  assertNamesMatchParams(products);
  return { categories, products };
}

function assertUnique(what: string, values: string[]): void {
  const seen = new Set<string>();
  for (const v of values) {
    if (seen.has(v)) throw new Error(`duplicate ${what}: ${v}`);
    seen.add(v);
  }
}
