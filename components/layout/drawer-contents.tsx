'use client';

import { useTranslations } from 'next-intl';
import type { MenuItem } from '@/lib/api/schemas/menu';
import { DrawerAccount } from './drawer-account';
import { DrawerLine } from './drawer-line';
import styles from './menu-drawer.module.scss';

/** The drawer's body: the product lines with their categories, then the account links. */
export function DrawerContents({ items, lang }: { items: MenuItem[]; lang: string }) {
  const t = useTranslations('Menu');
  return (
    <>
      <nav className={styles.body} aria-label={t('label')}>
        <ul className={styles.lines}>
          {items.map((item) => (
            <DrawerLine key={item.id} item={item} lang={lang} />
          ))}
        </ul>
      </nav>
      <DrawerAccount />
    </>
  );
}
