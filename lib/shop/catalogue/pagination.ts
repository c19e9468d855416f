import { readableQuery } from '@/lib/contract/rules/facet-selection';

/** Reads a 1-based page number from a query value; anything but a positive integer is page 1. */
export function parsePage(value: string | string[] | undefined): number {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

/** Number of pages for `count` items, at least 1 (an empty list still has its one page). */
export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/** The page kept within 1..pages. */
export function clampPage(page: number, pages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.floor(page)), Math.max(1, pages));
}

/** Reads page `page` of a list, or its last page when `page` lies beyond it (the list shrank): a second read only then. */
export async function readClampedPage<List extends { count: number }>(
  page: number,
  pageSize: number,
  read: (limit: number, offset: number) => Promise<List>,
): Promise<{ list: List; page: number; pages: number }> {
  const first = await read(pageSize, (page - 1) * pageSize);
  const pages = pageCount(first.count, pageSize);
  const current = clampPage(page, pages);
  return { list: current === page ? first : await read(pageSize, (current - 1) * pageSize), page: current, pages };
}

export type PageItem = number | 'gap';

/** Page numbers to show: first, last and the neighbours of the current one, gaps between. */
export function pageItems(current: number, pages: number, around = 1): PageItem[] {
  const shown = new Set<number>([1, pages]);
  for (let p = current - around; p <= current + around; p++) if (p >= 1 && p <= pages) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && p - previous > 2) items.push('gap');
    items.push(p);
  });
  return items;
}

/** A listing URL with the page in `param`; page 1 leaves the parameter out (one canonical address). */
export function pageHref(basePath: string, page: number, query: Record<string, string> = {}, param = 'pg'): string {
  const search = new URLSearchParams(query);
  search.delete(param);
  if (page > 1) search.set(param, String(page));
  const text = readableQuery(search);
  return text ? `${basePath}?${text}` : basePath;
}
