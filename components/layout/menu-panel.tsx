import type { MenuItem } from '@/lib/contract/schemas/menu';
import { menuHref } from '@/lib/shop/urls/menu-href';
import styles from './menu-bar.module.scss';

/**
 * A link of a menu panel as [label, href], and a category with its subcategories. In the data an
 * address below its parent's is written from there ('ustredne' under '/category/ezs'): most of
 * each address repeats its parent's, bytes in every page's payload.
 */
type PanelLink = [label: string, href: string];
type PanelColumn = [label: string, href: string, subs?: PanelLink[]];

/** `href` as written in the panel's data: relative to `parent` when below it, else whole. */
function fromParent(href: string, parent: string): string {
  return href.startsWith(`${parent}/`) ? href.slice(parent.length + 1) : href;
}

/** The address a link of the panel's data stands for (fromParent undone). */
function underParent(href: string, parent: string): string {
  return href.startsWith('/') ? href : `${parent}/${href}`;
}

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
 * the inline payload, twice the bytes of the links themselves.
 */
export function menuPanelData(item: MenuItem, lang: string): MenuPanelData {
  const line = menuHref(item.url, lang);
  return {
    ...(item.description && { text: item.description }),
    columns: item.children.map((child): PanelColumn => {
      const href = menuHref(child.url, lang);
      const subs = child.children.map((sub): PanelLink => [sub.label, fromParent(menuHref(sub.url, lang), href)]);
      return subs.length > 0 ? [child.label, fromParent(href, line), subs] : [child.label, fromParent(href, line)];
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
        {panel.columns.map(([label, relative, subs]) => {
          const href = underParent(relative, head.showAll[1]);
          return (
            <li key={href}>
              <a href={href}>{label}</a>
              {subs && (
                <ul>
                  {subs.map(([subLabel, subHref]) => (
                    <li key={subHref}>
                      <a href={underParent(subHref, href)}>{subLabel}</a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
