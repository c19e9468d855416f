import { getTranslations } from 'next-intl/server';
import { loadBrands } from '@/lib/server/catalogue/brands';
import { HomeSection } from './home-section';
import { BrandLinks } from './brand-links';
import styles from './brand-list.module.scss';

/** The vendors we distribute; each name searches the catalogue for its products. */
export async function BrandList({ lang }: { lang: string }) {
  const [t, brands] = await Promise.all([getTranslations('Home'), loadBrands(lang)]);
  if (brands.length === 0) return null;
  return (
    <HomeSection id="home-brands" title={t('brandsTitle')}>
      <p className={styles.intro}>{t('brandsIntro')}</p>
      <BrandLinks brands={brands} />
    </HomeSection>
  );
}
