'use client';

import { useId, useState, type CSSProperties } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { MenuItem } from '@/lib/api/schemas/menu';
import { Icon } from '@/components/ui/icon';
import { DrawerCategory } from './drawer-category';
import { menuColors, menuHref } from './menu-href';
import styles from './menu-drawer.module.scss';

/** A product line in the drawer: a button that expands to its categories, or a plain link without any. */
export function DrawerLine({ item, lang }: { item: MenuItem; lang: string }) {
  const t = useTranslations('Menu');
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const href = menuHref(item.url, lang);
  const style = menuColors(item) as CSSProperties;

  if (item.children.length === 0) {
    return (
      <li className={styles.line} style={style}>
        <Link href={href} className={styles.lineButton}>
          {item.label}
        </Link>
      </li>
    );
  }
  return (
    <li className={styles.line} style={style}>
      <button
        type="button"
        className={styles.lineButton}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
      >
        <span>{item.label}</span>
        <Icon name="chevron-down" size={20} className={styles.chevron} />
      </button>
      {/* categories render only once opened: the drawer cannot open without JavaScript, and this keeps every page's HTML small */}
      <ul id={listId} className={styles.categories} hidden={!expanded}>
        {expanded && (
          <>
            <li>
              <Link href={href} className={styles.all}>
                {t('showAll', { label: item.label })}
              </Link>
            </li>
            {item.children.map((child) => (
              <DrawerCategory key={child.id} category={child} lang={lang} />
            ))}
          </>
        )}
      </ul>
    </li>
  );
}
