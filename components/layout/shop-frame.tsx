import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { loadMenu } from '@/lib/server/catalogue/menu';
import { Footer } from './footer';
import { Header } from './header';
import styles from './shop-frame.module.scss';

/** Header, menu and footer around a page: the (shop) layout and the global not-found page share it. */
export async function ShopFrame({ children }: { children: ReactNode }) {
  const lang = await getLocale();
  const t = await getTranslations('Common');
  const menu = await loadMenu(lang);
  return (
    <div className={styles.frame}>
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
