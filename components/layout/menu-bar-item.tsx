import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { CSSProperties } from 'react';
import type { MenuItem } from '@/lib/api/schemas/menu';
import { menuColors, menuHref } from './menu-href';
import styles from './menu-bar.module.scss';

/**
 * One product line in its own colours. Its panel of categories opens on hover and when focus
 * is inside (CSS :focus-within), so it needs no JavaScript and the keyboard reaches every link.
 */
export async function MenuBarItem({ item, lang }: { item: MenuItem; lang: string }) {
  const t = await getTranslations('Menu');
  const href = menuHref(item.url, lang);
  return (
    <li className={styles.item} style={menuColors(item) as CSSProperties}>
      <Link href={href} className={styles.top}>
        {item.label}
      </Link>
      {item.children.length > 0 && (
        <div className={styles.panel}>
          <div className={styles.panelInner}>
            <div className={styles.panelHead}>
              <p className={styles.panelTitle}>{item.label}</p>
              {item.description && <p className={styles.panelText}>{item.description}</p>}
              <Link href={href} className={styles.all}>
                {t('showAll', { label: item.label })}
              </Link>
            </div>
            <ul className={styles.columns}>
              {item.children.map((child) => (
                <li key={child.id} className={styles.column}>
                  <Link href={menuHref(child.url, lang)} className={styles.category}>
                    {child.label}
                  </Link>
                  {child.children.length > 0 && (
                    <ul className={styles.subList}>
                      {child.children.map((sub) => (
                        <li key={sub.id}>
                          <Link href={menuHref(sub.url, lang)} className={styles.sub}>
                            {sub.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </li>
  );
}
