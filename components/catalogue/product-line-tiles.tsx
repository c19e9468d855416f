import { getTranslations } from 'next-intl/server';
import type { MenuItem } from '@/lib/contract/schemas/menu';
import { menuColors, menuHref } from '@/lib/shop/urls/menu-href';
import { ProductLineTileList } from './product-line-tile-list';
import styles from './product-line-tiles.module.scss';

/** The five product lines of the home page (docs/rules.md#screens), in this order. */
export const PRODUCT_LINES = ['ezs', 'cctv', 'evs', 'eps', 'sks'] as const;

/** Tiles linking to the product lines, in their menu colours; lines missing from the menu are left out. */
export async function ProductLineTiles({ menu, lang }: { menu: MenuItem[]; lang: string }) {
  const t = await getTranslations('Home');
  const lines = PRODUCT_LINES.flatMap((url) => menu.filter((item) => item.url.type === 'category' && item.url.url === url));
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="product-lines" className={styles.section}>
      <h2 id="product-lines" className={styles.heading}>
        {t('linesTitle')}
      </h2>
      <ProductLineTileList
        more={t('lineLink')}
        tiles={lines.map((line) => ({
          href: menuHref(line.url, lang),
          code: line.url.url.toUpperCase(),
          label: line.label,
          ...(line.description && { text: line.description }),
          colors: menuColors(line),
        }))}
      />
    </section>
  );
}
