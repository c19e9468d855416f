'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { DrawerAccount } from './drawer-account';
import { DrawerInfo } from './drawer-info';
import { footerInfo } from './drawer-info-data';
import { DrawerLine } from './drawer-line';
import { menuBarLines } from './drawer-lines';
import styles from './menu-drawer.module.scss';

/**
 * The drawer's body: the product lines with their categories and, scrolling with them, the text
 * pages and contact; the account links stay at the foot. Built on the drawer's first open, so the
 * lines come from the menu bar and the pages and contact from the footer, both already in the page.
 */
export function DrawerContents() {
  const t = useTranslations('Menu');
  const lang = useLocale();
  const [lines] = useState(menuBarLines);
  const [info] = useState(() => footerInfo(lang, new Set(lines.map((line) => line.href))));
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
        {info && <DrawerInfo info={info} />}
      </div>
      <DrawerAccount />
    </>
  );
}
