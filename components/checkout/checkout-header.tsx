import type { ReactNode } from 'react';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Logo } from '@/components/layout/logo';
import { Icon } from '@/components/ui/icon';
import { WidthContainer } from '@/components/ui/width-container';
import styles from './checkout-header.module.scss';

/** The checkout's own header: logo, the step indicator (`steps`) and the way back to the shop. */
export async function CheckoutHeader({ steps }: { steps?: ReactNode }) {
  const t = await getTranslations('Checkout');
  return (
    <header className={styles.header}>
      <WidthContainer className={styles.row}>
        <Logo inverse />
        <div className={styles.steps}>{steps}</div>
        <Link href="/" className={styles.back}>
          <Icon name="arrow-left" size={18} />
          <span>{t('backToShopping')}</span>
        </Link>
      </WidthContainer>
    </header>
  );
}
