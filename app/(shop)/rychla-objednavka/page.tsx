import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { IntlScope } from '@/components/layout/intl-scope';
import { QuickOrderGate } from '@/components/quick-order/quick-order-gate';
import { PageSpinner } from '@/components/ui/page-spinner';
import { WidthContainer } from '@/components/ui/width-container';
import styles from './page.module.scss';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('QuickOrder');
  return { title: t('title'), robots: { index: false } };
}

/** /rychla-objednavka: a static shell; the session check reads cookies, so the form streams inside <Suspense>. */
export default async function QuickOrderPage() {
  const t = await getTranslations('QuickOrder');
  const common = await getTranslations('Common');
  return (
    <IntlScope area="quickOrder">
      <WidthContainer className={styles.page}>
        <h1 className={styles.title}>{t('title')}</h1>
        <Suspense fallback={<PageSpinner label={common('loading')} />}>
          <QuickOrderGate />
        </Suspense>
      </WidthContainer>
    </IntlScope>
  );
}
