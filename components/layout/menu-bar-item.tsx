import type { CSSProperties } from 'react';
import Link from '@/components/ui/intent-link';
import type { MenuItem } from '@/lib/contract/schemas/menu';
import { menuColors, menuHref } from '@/lib/shop/urls/menu-href';
import { MenuBarDisclosure } from './menu-bar-disclosure';
import { menuPanelData } from './menu-panel';
import styles from './menu-bar.module.scss';

/**
 * One product line in its own colours. Its panel of categories opens on hover, or from the
 * keyboard through MenuBarDisclosure; the panel's links are server HTML (MenuPanel), so crawlers
 * and visitors without JavaScript (hover) still reach every category. Like every shop link they
 * are prefetched when pointed at or focused, never for being "in the viewport": a hidden panel is,
 * and every page load fetched some 60 category pages nobody had opened.
 */
export function MenuBarItem({ item, lang }: { item: MenuItem; lang: string }) {
  const href = menuHref(item.url, lang);
  const style = menuColors(item) as CSSProperties;
  if (item.children.length === 0) {
    return (
      <li className={styles.item} style={style}>
        <Link href={href} className={styles.top}>
          {item.label}
        </Link>
      </li>
    );
  }
  return <MenuBarDisclosure label={item.label} href={href} style={style} panel={menuPanelData(item, lang)} />;
}
