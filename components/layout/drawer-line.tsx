'use client';

import { useId, useState, type CSSProperties } from 'react';
import { useTranslations } from 'next-intl';
import Link from '@/components/ui/intent-link';
import { Icon } from '@/components/ui/icon';
import { DrawerCategory } from './drawer-category';
import type { DrawerLineData } from './drawer-lines';
import styles from './menu-drawer.module.scss';

/** A product line in the drawer: a button that expands to its categories, or a plain link without any. */
export function DrawerLine({ line }: { line: DrawerLineData }) {
  const t = useTranslations('Menu');
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const { href, label, children = [] } = line;
  const style = line.style as CSSProperties;

  if (children.length === 0) {
    return (
      <li className={styles.line} style={style}>
        <Link href={href} className={styles.lineButton}>
          {label}
        </Link>
      </li>
    );
  }
  return (
    <li className={styles.line} style={style}>
      <button type="button" className={styles.lineButton} aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((value) => !value)}>
        <span>{label}</span>
        <Icon name="chevron-down" size={20} className={styles.chevron} />
      </button>
      {/* categories render only once opened: the drawer cannot open without JavaScript, and this keeps every page's HTML small */}
      <ul id={listId} className={styles.categories} hidden={!expanded}>
        {expanded && (
          <>
            <li>
              <Link href={href} className={styles.all}>
                {t('showAll', { label })}
              </Link>
            </li>
            {children.map((child) => (
              <DrawerCategory key={child.href} category={child} />
            ))}
          </>
        )}
      </ul>
    </li>
  );
}
