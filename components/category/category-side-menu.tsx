import clsx from 'clsx';
import { getTranslations } from 'next-intl/server';
import Link from '@/components/ui/intent-link';
import type { MenuChild } from '@/lib/contract/schemas/menu';
import { menuHref } from '@/lib/shop/urls/menu-href';
import type { MenuTrail } from '@/lib/shop/catalogue/menu-trail';
import styles from './category-side-menu.module.scss';

interface SideMenuProps {
  trail: MenuTrail;
  lang: string;
}

/**
 * The product line's category tree (large and medium screens): every first level, and below it
 * the branch leading to the current page opened; the current category carries aria-current.
 */
export async function CategorySideMenu({ trail, lang }: SideMenuProps) {
  const t = await getTranslations('Category');
  const current = trail.nodes.at(-1)!;
  const openIds = new Set(trail.nodes.map((node) => node.id));

  const renderLevel = (nodes: readonly MenuChild[], depth: number) => (
    <ul className={clsx(styles.list, styles[`depth${depth}`])}>
      {nodes.map((node) => {
        const isCurrent = node.id === current.id;
        const isOpen = openIds.has(node.id);
        return (
          <li key={node.id}>
            <Link
              href={menuHref(node.url, lang)}
              className={clsx(styles.link, isOpen && styles.open, isCurrent && styles.current)}
              aria-current={isCurrent ? 'page' : undefined}
            >
              {node.label}
            </Link>
            {isOpen && node.children.length > 0 && renderLevel(node.children, depth + 1)}
          </li>
        );
      })}
    </ul>
  );

  return (
    <nav aria-label={t('sideMenuLabel', { line: trail.line.label })} className={styles.menu}>
      <Link
        href={menuHref(trail.line.url, lang)}
        className={clsx(styles.line, current.id === trail.line.id && styles.current)}
        aria-current={current.id === trail.line.id ? 'page' : undefined}
      >
        {trail.line.label}
      </Link>
      {trail.line.children.length > 0 && renderLevel(trail.line.children, 1)}
    </nav>
  );
}
