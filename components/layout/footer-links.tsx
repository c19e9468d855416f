import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import styles from './footer.module.scss';

/** Text pages of the footer (spec §2); page urls are fixed by the spec. */
const TEXT_PAGES = [
  ['about', 'o-nas'],
  ['support', 'podpora'],
  ['training', 'skolenia'],
  ['privacy', 'ochrana-osobnych-udajov'],
  ['terms', 'vseobecne-obchodne-podmienky'],
] as const;

/** Important links; shown on large screens only. */
export async function FooterLinks() {
  const t = await getTranslations('Footer.links');
  const lang = await getLocale();
  const links: [string, string][] = [
    [t('account'), '/account'],
    [t('eshop'), '/'],
    ...TEXT_PAGES.map(([key, url]): [string, string] => [t(key), `/page/${lang}/${url}`]),
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
