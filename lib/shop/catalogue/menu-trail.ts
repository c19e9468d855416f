import type { MenuChild, MenuItem } from '@/lib/contract/schemas/menu';

/** A category route's place in the menu: the product line and the nodes from it down to the page. */
export interface MenuTrail {
  line: MenuItem;
  /** the line itself first, the current category last */
  nodes: Array<MenuItem | MenuChild>;
}

/** Category routes have 1 to 4 segments: line, category, subcategory, subsubcategory (docs/rules.md#screens). */
export const MAX_CATEGORY_DEPTH = 4;

/**
 * Finds the route's segments in the menu tree, level by level; null when any level is missing
 * (a wrong parent path must be a 404, docs/contract.md#catalogue). Menu category urls carry the whole path.
 */
export function findMenuTrail(menu: readonly MenuItem[], segments: readonly string[]): MenuTrail | null {
  if (segments.length < 1 || segments.length > MAX_CATEGORY_DEPTH) return null;
  const matches = (node: MenuItem | MenuChild, depth: number) => node.url.type === 'category' && node.url.url === segments.slice(0, depth + 1).join('/');
  const line = menu.find((item) => matches(item, 0));
  if (!line) return null;
  const nodes: Array<MenuItem | MenuChild> = [line];
  let level: readonly MenuChild[] = line.children;
  for (let depth = 1; depth < segments.length; depth += 1) {
    const next = level.find((node) => matches(node, depth));
    if (!next) return null;
    nodes.push(next);
    level = next.children;
  }
  return { line, nodes };
}

/**
 * The menu trail of a category path (a product's category, contract `category.url`): the deepest
 * level the menu knows, so a category the menu leaves out still shows its known parents; null when
 * not even its product line is in the menu.
 */
export function findNearestMenuTrail(menu: readonly MenuItem[], path: string): MenuTrail | null {
  const segments = path.split('/').filter(Boolean).slice(0, MAX_CATEGORY_DEPTH);
  for (let depth = segments.length; depth > 0; depth -= 1) {
    const trail = findMenuTrail(menu, segments.slice(0, depth));
    if (trail) return trail;
  }
  return null;
}
