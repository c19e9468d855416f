import { getLocale, getTranslations } from 'next-intl/server';
import { ProductLineTiles } from '@/components/catalogue/product-line-tiles';
import { WidthContainer } from '@/components/ui/width-container';
import { loadMenu } from '@/lib/server/catalogue/menu';
import { shop } from '@/lib/shop';
import styles from './page.module.scss';

/** Interim home page: heading and the five product lines. The catalogue issue replaces it. */
export default async function HomePage() {
  const t = await getTranslations('Home');
  const lang = await getLocale();
  const menu = await loadMenu(lang);
  return (
    <WidthContainer>
      <h1 className={styles.title}>{t('title', { name: shop.name })}</h1>
      <p>{t('intro')}</p>
      <ProductLineTiles menu={menu} lang={lang} />
    </WidthContainer>
  );
}
