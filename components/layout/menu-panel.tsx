import type { MenuItem } from '@/lib/api/schemas/menu';
import { menuHref } from './menu-href';
import styles from './menu-bar.module.scss';

/** A link of a menu panel as [label, href], and a category with its subcategories. */
type PanelLink = [label: string, href: string];
type PanelColumn = [label: string, href: string, subs?: PanelLink[]];

/**
 * What a product line's panel shows, as compact data: the panel's client component draws it. The
 * title and the "all of the line" link are the line's own label and address, which the component
 * already has; their texts come from the Menu messages every page has.
 */
export interface MenuPanelData {
  text?: string;
  columns: PanelColumn[];
}

/** The panel's heading: the line's label, and the link to all of it. */
interface PanelHead {
  title: string;
  showAll: PanelLink;
}

/**
 * The panel's data, built on the server. Drawn by the client component, the panel reaches the page
 * once as HTML and once as this data; as a server tree its every element came a second time in
 * the inline payload, twice the bytes of the links themselves (about 15 KB a page).
 */
export function menuPanelData(item: MenuItem, lang: string): MenuPanelData {
  return {
    ...(item.description && { text: item.description }),
    columns: item.children.map((child): PanelColumn => {
      const subs = child.children.map((sub): PanelLink => [sub.label, menuHref(sub.url, lang)]);
      return subs.length > 0 ? [child.label, menuHref(child.url, lang), subs] : [child.label, menuHref(child.url, lang)];
    }),
  };
}

/** The panel's content: plain links, followed and prefetched by the panel's one delegated listener (useDelegatedLinks). */
export function MenuPanel({ head, panel }: { head: PanelHead; panel: MenuPanelData }) {
  return (
    <div className={styles.panelInner}>
      <div className={styles.panelHead}>
        <p className={styles.panelTitle}>{head.title}</p>
        {panel.text && <p className={styles.panelText}>{panel.text}</p>}
        <a href={head.showAll[1]} className={styles.all}>
          {head.showAll[0]}
        </a>
      </div>
      <ul className={styles.columns}>
        {panel.columns.map(([label, href, subs]) => (
          <li key={href}>
            <a href={href}>{label}</a>
            {subs && (
              <ul className={styles.subList}>
                {subs.map(([subLabel, subHref]) => (
                  <li key={subHref}>
                    <a href={subHref}>{subLabel}</a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
