import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { WidthContainer } from '@/components/ui/width-container';
import styles from './page.module.scss';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Checkout');
  return { title: t('title'), robots: { index: false } };
}

/** Placeholder: the checkout issue builds the three steps here. */
export default async function CheckoutPage() {
  const t = await getTranslations('Checkout');
  return (
    <WidthContainer className={styles.page}>
      <h1>{t('title')}</h1>
    </WidthContainer>
  );
}
