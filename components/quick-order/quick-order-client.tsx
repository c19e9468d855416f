'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useLookupAvailable } from '@/lib/signed-in/browser/use-lookup-available';
import { useQuickOrder } from '@/lib/browser/use-quick-order';
import { OrderInput } from './order-input';
import { OrderResults } from './order-results';
import styles from './quick-order.module.scss';

/** The quick order page's island: the input, then the checked rows and "add all". */
export function QuickOrderClient() {
  const t = useTranslations('QuickOrder');
  const available = useLookupAvailable();
  const order = useQuickOrder();

  if (available === false || order.phase === 'unavailable') {
    return (
      <div className={styles.unavailable} role="status">
        <p>{t('unavailable')}</p>
        <Button href="/" variant="secondary">
          {t('toCatalogue')}
        </Button>
      </div>
    );
  }

  return (
    <div className={styles.layout}>
      <OrderInput busy={order.phase === 'checking'} error={order.error} onError={order.setError} onCheck={order.check} onClear={order.reset} />
      {order.phase === 'checking' && order.rows.length === 0 ? null : order.rows.length > 0 ? (
        <OrderResults order={order} />
      ) : (
        order.phase === 'results' && <p className={styles.empty}>{t('empty')}</p>
      )}
    </div>
  );
}
