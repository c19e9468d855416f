'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import Link from '@/components/ui/intent-link';
import { Icon } from '@/components/ui/icon';
import type { DrawerLink } from './drawer-lines';
import styles from './menu-drawer.module.scss';

/** A category in the drawer: its link, and a toggle for its subcategories when it has any. */
export function DrawerCategory({ category }: { category: DrawerLink }) {
  const t = useTranslations('Menu');
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const subs = category.children ?? [];
  const hasChildren = subs.length > 0;

  return (
    <li>
      <div className={styles.categoryRow}>
        <Link href={category.href} className={styles.category}>
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
          {subs.map((sub) => (
            <li key={sub.href}>
              <Link href={sub.href} className={styles.sub}>
                {sub.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
