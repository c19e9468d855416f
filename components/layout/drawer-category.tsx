'use client';

import { useId, useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { MenuChild } from '@/lib/api/schemas/menu';
import { Icon } from '@/components/ui/icon';
import { menuHref } from './menu-href';
import styles from './menu-drawer.module.scss';

/** A category in the drawer: its link, and a toggle for its subcategories when it has any. */
export function DrawerCategory({ category, lang }: { category: MenuChild; lang: string }) {
  const t = useTranslations('Menu');
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const hasChildren = category.children.length > 0;

  return (
    <li>
      <div className={styles.categoryRow}>
        <Link href={menuHref(category.url, lang)} className={styles.category}>
          {category.label}
        </Link>
        {hasChildren && (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={expanded}
            aria-controls={listId}
            aria-label={t('expand', { label: category.label })}
            onClick={() => setExpanded((value) => !value)}
          >
            <Icon name="chevron-down" size={20} className={styles.chevron} />
          </button>
        )}
      </div>
      {hasChildren && (
        <ul id={listId} className={styles.subcategories} hidden={!expanded}>
          {category.children.map((sub) => (
            <li key={sub.id}>
              <Link href={menuHref(sub.url, lang)} className={styles.sub}>
                {sub.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
