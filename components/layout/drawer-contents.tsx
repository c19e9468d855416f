'use client';

import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { DrawerAccount } from './drawer-account';
import { DrawerLine } from './drawer-line';
import { menuBarLines } from './drawer-lines';
import styles from './menu-drawer.module.scss';

/**
 * The drawer's body: the product lines with their categories and, scrolling with them, the text
 * pages and contact (`info`); the account links stay at the foot. Built on the drawer's first open,
 * so the lines come from the menu bar already in the page.
 */
export function DrawerContents({ info }: { info: ReactNode }) {
  const t = useTranslations('Menu');
  const [lines] = useState(menuBarLines);
  return (
    <>
      <div className={styles.body}>
        <nav aria-label={t('label')}>
          <ul className={styles.lines}>
            {lines.map((line) => (
              <DrawerLine key={line.href} line={line} />
            ))}
          </ul>
        </nav>
        {info}
      </div>
      <DrawerAccount />
    </>
  );
}
