import { getLocale, getTranslations } from 'next-intl/server';
import { textPagePath } from '@/lib/shop/urls/shop-paths';
import { LinkList } from './link-list';
import { TEXT_PAGES } from './text-pages';
import styles from './footer.module.scss';

/** Important links; shown on large screens only (smaller screens find the text pages in the drawer, which reads them from here: footerInfo). */
export async function FooterLinks() {
  const t = await getTranslations('Footer.links');
  const lang = await getLocale();
  const links = [
    { label: t('account'), href: '/account' },
    { label: t('eshop'), href: '/' },
    ...TEXT_PAGES.map(([key, url]) => ({ label: t(key), href: textPagePath(lang, url) })),
  ];
  return (
    <nav aria-labelledby="footer-links" className={`${styles.block} ${styles.links}`}>
      <h2 id="footer-links" className={styles.heading}>
        {t('title')}
      </h2>
      <LinkList links={links} className={styles.linkList} linkClassName={styles.link} />
    </nav>
  );
}
