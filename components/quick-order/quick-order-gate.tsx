import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { companyRoleOf } from '@/lib/contract/schemas/user';
import { requireCustomer } from '@/lib/server/require-customer';
import { QuickOrderClient } from './quick-order-client';
import styles from './quick-order.module.scss';

/**
 * Customers only: a guest is sent to /login and comes back here after signing in. An accountant may
 * not order (docs/decisions/059-company-accounts.md), so is told so instead of a form whose cart calls
 * would be refused. Reads cookies: render inside <Suspense>.
 */
export async function QuickOrderGate() {
  const user = await requireCustomer('/rychla-objednavka');
  if (companyRoleOf(user) === 'accountant') {
    const t = await getTranslations('QuickOrder');
    return (
      <div className={styles.unavailable} role="status" data-testid="quick-order-not-for-role">
        <p>{t('notForAccountant')}</p>
        <Button href="/account/orders" variant="secondary">
          {t('toOrders')}
        </Button>
      </div>
    );
  }
  return <QuickOrderClient />;
}
