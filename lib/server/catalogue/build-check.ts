import 'server-only';
import type { MenuItem } from '@/lib/contract/schemas/menu';

/** The build cannot go on: its message is the one line an operator reads in the build log. */
export class CatalogueUnavailableError extends Error {
  override name = 'CatalogueUnavailableError';
}

const HINT = 'Seed the database with `npm run seed`, or check API_URL, DATABASE_URL and DATA_DIR, then build again.';

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The menu as a build must see it. A build that cannot read it, or reads no product line, would
 * bake "not found" pages and an empty product sitemap that are then served for hours, so it stops
 * here instead, with the cause. The menu is the first catalogue read of every build (the category
 * route's generateStaticParams, the product sitemaps, every page's header), so one check covers them.
 */
export async function menuForBuild(read: () => Promise<MenuItem[]>): Promise<MenuItem[]> {
  let menu: MenuItem[];
  try {
    menu = await read();
  } catch (error) {
    throw new CatalogueUnavailableError(`Build stopped: the catalogue could not be read (${reason(error)}). ${HINT}`);
  }
  if (!menu.some((item) => item.url.type === 'category')) {
    throw new CatalogueUnavailableError(`Build stopped: the catalogue is empty (the menu lists no product line). ${HINT}`);
  }
  return menu;
}
