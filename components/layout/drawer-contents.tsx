'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { DrawerAccount } from './drawer-account';
import { DrawerLine } from './drawer-line';
import type { DrawerLineData } from './drawer-lines';
import styles from './menu-drawer.module.scss';

/**
 * The drawer's body: the product lines with their categories and, scrolling with them, the text
 * pages and contact (`info`); the account links stay at the foot.
 */
export function DrawerContents({ lines, info }: { lines: DrawerLineData[]; info: ReactNode }) {
  const t = useTranslations('Menu');
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
