import Link from '@/components/ui/intent-link';
import { getLocale, getTranslations } from 'next-intl/server';
import type { MenuItem } from '@/lib/api/schemas/menu';
import { ShopContactLinks } from './shop-contact-links';
import { textPagePath } from '@/lib/urls/shop-paths';
import { TEXT_PAGES } from './text-pages';
import styles from './drawer-info.module.scss';

/**
 * The drawer's text pages (terms, privacy …) and contact: below 1201 px the footer hides its links
 * (spec §2), so a phone reaches them here; pages the menu already lists (Školenia, Podpora) are
 * left out. Server HTML handed to the drawer, so the labels stay in the Footer messages and no
 * client code carries them.
 */
export async function DrawerInfo({ menu }: { menu: MenuItem[] }) {
  const t = await getTranslations('Footer');
  const lang = await getLocale();
  const inMenu = new Set(menu.filter((item) => item.url.type === 'text-page').map((item) => item.url.url));
  const pages = TEXT_PAGES.filter(([, url]) => !inMenu.has(url));
  return (
    <div className={styles.info}>
      <nav aria-labelledby="drawer-links">
        <h2 id="drawer-links" className={styles.heading}>
          {t('links.title')}
        </h2>
        <ul className={styles.list}>
          {pages.map(([key, url]) => (
            <li key={url}>
              <Link href={textPagePath(lang, url)} className={styles.link}>
                {t(`links.${key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="drawer-contact">
        <h2 id="drawer-contact" className={styles.heading}>
          {t('contactTitle')}
        </h2>
        <ShopContactLinks listClassName={styles.list} linkClassName={styles.link} />
      </section>
    </div>
  );
}
