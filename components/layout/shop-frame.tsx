import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { loadMenu } from '@/lib/server/catalogue/menu';
import { Footer } from './footer';
import { Header } from './header';
import styles from './shop-frame.module.scss';

/**
 * Header, menu and footer around a page: the (shop) layout and the global not-found page share it.
 * `withMenu={false}` leaves the product menu out: Next embeds the root not-found tree in every
 * page's payload, so that copy must stay light.
 */
export async function ShopFrame({ children, withMenu = true }: { children: ReactNode; withMenu?: boolean }) {
  const lang = await getLocale();
  const t = await getTranslations('Common');
  const menu = withMenu ? await loadMenu(lang) : [];
  return (
    <div className={styles.frame}>
      {/* Chromium paints a page it has parsed in part: the contact strip, the header's corner and the
          menu bar share their rows, so an item parsed later moved the ones parsed before it (a layout
          shift in about one visit in ten under load). This holds the first paint until <main> is
          parsed, so the header paints whole; React puts the link in <head>. */}
      <link rel="expect" href="#main" blocking="render" />
      <a href="#main" className={styles.skip}>
        {t('skipToContent')}
      </a>
      <Header menu={menu} />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
