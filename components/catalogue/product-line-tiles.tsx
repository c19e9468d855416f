import Link from '@/components/ui/intent-link';
import { getTranslations } from 'next-intl/server';
import type { CSSProperties } from 'react';
import type { MenuItem } from '@/lib/api/schemas/menu';
import { Icon } from '@/components/ui/icon';
import { menuColors, menuHref } from '@/components/layout/menu-href';
import styles from './product-line-tiles.module.scss';

/** The five product lines of the home page (spec §2), in this order. */
export const PRODUCT_LINES = ['ezs', 'cctv', 'evs', 'eps', 'sks'] as const;

/** Tiles linking to the product lines, in their menu colours; lines missing from the menu are left out. */
export async function ProductLineTiles({ menu, lang }: { menu: MenuItem[]; lang: string }) {
  const t = await getTranslations('Home');
  const lines = PRODUCT_LINES.flatMap((url) =>
    menu.filter((item) => item.url.type === 'category' && item.url.url === url),
  );
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="product-lines" className={styles.section}>
      <h2 id="product-lines" className={styles.heading}>
        {t('linesTitle')}
      </h2>
      <ul className={styles.tiles}>
        {lines.map((line) => (
          <li key={line.id}>
            <Link href={menuHref(line.url, lang)} className={styles.tile} style={menuColors(line) as CSSProperties}>
              <span className={styles.code}>{line.url.url.toUpperCase()}</span>
              <span className={styles.label}>{line.label}</span>
              {line.description && <span className={styles.text}>{line.description}</span>}
              <span className={styles.more}>
                {t('lineLink')}
                <Icon name="arrow-right" size={16} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
