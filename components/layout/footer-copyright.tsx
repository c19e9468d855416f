import { cacheLife } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { WidthContainer } from '@/components/ui/width-container';
import { shop } from '@/lib/runtime/config/shop';
import { LIFETIME } from '@/lib/server/cache-manifest';
import styles from './footer.module.scss';

/** Cached so the prerendered shell may read the clock; a day is fine for a year. */
async function currentYear(): Promise<number> {
  'use cache';
  cacheLife(LIFETIME.calendar);
  return new Date().getFullYear();
}

/** © year and company, with the prices' VAT note. */
export async function FooterCopyright() {
  const t = await getTranslations('Footer');
  const year = await currentYear();
  return (
    <div className={styles.bottom}>
      <WidthContainer className={styles.bottomRow}>
        <p>{t('copyright', { year, company: shop.company })}</p>
        <p>{t('vatNote')}</p>
      </WidthContainer>
    </div>
  );
}
