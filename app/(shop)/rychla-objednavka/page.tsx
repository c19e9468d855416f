import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { IntlScope } from '@/components/layout/intl-scope';
import { QuickOrderGate } from '@/components/quick-order/quick-order-gate';
import { PageSpinner } from '@/components/ui/page-spinner';
import { WidthContainer } from '@/components/ui/width-container';
import { unlistedPageMetadata } from '@/lib/server/unlisted-page';
import styles from './page.module.scss';

export const generateMetadata = () => unlistedPageMetadata('QuickOrder');

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
