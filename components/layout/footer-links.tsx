import { getLocale, getTranslations } from 'next-intl/server';
import Link from '@/components/ui/intent-link';
import { textPagePath } from '@/lib/shop/urls/shop-paths';
import { TEXT_PAGES } from './text-pages';
import styles from './footer.module.scss';

/** Important links; shown on large screens only (smaller screens find the text pages in the drawer, which reads them from here: footerInfo). */
export async function FooterLinks() {
  const t = await getTranslations('Footer.links');
  const lang = await getLocale();
  const links: [string, string][] = [
    [t('account'), '/account'],
    [t('eshop'), '/'],
    ...TEXT_PAGES.map(([key, url]): [string, string] => [t(key), textPagePath(lang, url)]),
  ];
  return (
    <nav aria-labelledby="footer-links" className={`${styles.block} ${styles.links}`}>
      <h2 id="footer-links" className={styles.heading}>
        {t('title')}
      </h2>
      <ul className={styles.linkList}>
        {links.map(([label, href]) => (
          <li key={href}>
            <Link href={href} className={styles.link}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
