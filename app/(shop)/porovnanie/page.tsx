import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { ProductLineTiles } from '@/components/catalogue/product-line-tiles';
import { CompareClient } from '@/components/compare/compare-client';
import { IntlScope } from '@/components/layout/intl-scope';
import { WidthContainer } from '@/components/ui/width-container';
import { loadMenu } from '@/lib/server/catalogue/menu';
import { pageMetadata } from '@/lib/shop/seo/metadata';
import { COMPARE_PATH } from '@/lib/shop/urls/shop-paths';
import styles from './page.module.scss';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('ComparePage');
  return pageMetadata({ title: t('title'), description: t('metaDescription'), path: COMPARE_PATH, noindex: true });
}

/**
 * /porovnanie: one static shell for everyone (cacheable, no price, no product); the compared
 * products are this browser's list, read and fetched in the browser with the visitor's cookies.
 * The product lines are the empty state's way into the catalogue.
 */
export default async function ComparePage() {
  const [t, lang] = await Promise.all([getTranslations('ComparePage'), getLocale()]);
  const menu = await loadMenu(lang);
  return (
    <IntlScope area="compare">
      <WidthContainer className={styles.page}>
        <h1 className={styles.title}>{t('title')}</h1>
        <CompareClient catalogueLinks={<ProductLineTiles menu={menu} lang={lang} />} />
      </WidthContainer>
    </IntlScope>
  );
}
