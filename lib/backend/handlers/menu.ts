import 'server-only';
import { asc } from 'drizzle-orm';
import type { MenuChild, MenuItem } from '@/lib/contract/schemas/menu';
import { cutAtWord, htmlToPlainText } from '@/lib/shop/seo/plain-text';
import { categories, menuLinks } from '../db/schema';
import { ok } from '../http';
import type { Handler } from '../router';

type CategoryRow = typeof categories.$inferSelect;

const TEASER_MAX = 200;

/** Plain-text teaser of an HTML description: whole sentences when they fit, else whole words and an ellipsis. */
export function teaser(html: string, max = TEASER_MAX): string {
  const text = htmlToPlainText(html);
  if (text.length <= max) return text;
  const sentenceEnd = text.slice(0, max).lastIndexOf('. ');
  if (sentenceEnd > max / 2) return text.slice(0, sentenceEnd + 1);
  return cutAtWord(text, max);
}

function childrenOf(byParent: Map<number, CategoryRow[]>, id: number): MenuChild[] {
  return (byParent.get(id) ?? []).map((c) => ({
    id: c.id,
    label: c.name,
    url: { type: 'category' as const, url: c.path },
    children: childrenOf(byParent, c.id),
  }));
}

/** GET /menu/bottom-second/{lang}: product lines with their category trees, then text-page and blog links. */
export const getMenu: Handler = async ({ db }) => {
  const rows = await db.select().from(categories).orderBy(asc(categories.position), asc(categories.name));
  const byParent = new Map<number, CategoryRow[]>();
  for (const row of rows) {
    if (row.parentId === null) continue;
    const list = byParent.get(row.parentId) ?? [];
    list.push(row);
    byParent.set(row.parentId, list);
  }
  const lines: MenuItem[] = rows
    .filter((r) => r.parentId === null)
    .map((r) => ({
      id: r.id,
      label: r.name,
      description: teaser(r.description),
      url: { type: 'category', url: r.path },
      color: r.color,
      bg_color: r.bgColor,
      children: childrenOf(byParent, r.id),
    }));
  const links = await db.select().from(menuLinks).orderBy(asc(menuLinks.position));
  const extra: MenuItem[] = links.map((l) => ({
    id: 100_000 + l.id,
    label: l.label,
    description: l.description,
    url: { type: l.type as MenuItem['url']['type'], url: l.url },
    color: l.color,
    bg_color: l.bgColor,
    children: [],
  }));
  return ok({ menu: [...lines, ...extra] }, { cache: 'public' });
};
