import { useTranslations } from 'next-intl';
import clsx from 'clsx';
import { Icon, type IconName } from '@/components/ui/icon';
import type { RowStatus as Status } from '@/lib/shop/quick-order/order-rows';
import styles from './quick-order.module.scss';

const ICONS: Record<Status, IconName> = { ready: 'check', added: 'cart', unknown: 'warning', ambiguous: 'info', invalid: 'error' };

/** A row's state as icon and word: never colour alone. */
export function RowStatus({ status }: { status: Status }) {
  const t = useTranslations('QuickOrder.status');
  return (
    <span className={clsx(styles.status, styles[`status-${status}`])}>
      <Icon name={ICONS[status]} size={16} />
      {t(status)}
    </span>
  );
}
