'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { MenuItem } from '@/lib/api/schemas/menu';
import { DrawerAccount } from './drawer-account';
import { DrawerLine } from './drawer-line';
import styles from './menu-drawer.module.scss';

/**
 * The drawer's body: the product lines with their categories and, scrolling with them, the text
 * pages and contact (`info`); the account links stay at the foot.
 */
export function DrawerContents({ items, lang, info }: { items: MenuItem[]; lang: string; info: ReactNode }) {
  const t = useTranslations('Menu');
  return (
    <>
      <div className={styles.body}>
        <nav aria-label={t('label')}>
          <ul className={styles.lines}>
            {items.map((item) => (
              <DrawerLine key={item.id} item={item} lang={lang} />
            ))}
          </ul>
        </nav>
        {info}
      </div>
      <DrawerAccount />
    </>
  );
}
