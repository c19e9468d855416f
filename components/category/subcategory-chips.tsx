import clsx from 'clsx';
import { getTranslations } from 'next-intl/server';
import Link from '@/components/ui/intent-link';
import { menuHref } from '@/lib/shop/urls/menu-href';
import type { MenuTrail } from '@/lib/shop/catalogue/menu-trail';
import styles from './subcategory-chips.module.scss';

/**
 * Small screens have no side menu: the current category's children (a leaf shows its siblings)
 * as a row of chips under the title, the current one marked.
 */
export async function SubcategoryChips({ trail, lang }: { trail: MenuTrail; lang: string }) {
  const t = await getTranslations('Category');
  const current = trail.nodes.at(-1)!;
  const parent = trail.nodes.at(-2);
  const nodes = current.children.length > 0 ? current.children : (parent?.children ?? []);
  if (nodes.length === 0) return null;
  return (
    <nav aria-label={t('subcategories')} className={styles.nav}>
      <ul className={styles.list}>
        {nodes.map((node) => (
          <li key={node.id}>
            <Link
              href={menuHref(node.url, lang)}
              className={clsx(styles.chip, node.id === current.id && styles.current)}
              aria-current={node.id === current.id ? 'page' : undefined}
            >
              {node.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
