import clsx from 'clsx';
import type { OrderDetail } from '@/lib/contract/schemas/account';
import styles from './order-detail.module.scss';

function AddressBlock({ title, lines }: { title: string; lines: string[] }) {
  return (
    <div className={styles.addressCard}>
      <h3 className={styles.subtitle}>{title}</h3>
      <address className={styles.address}>
        {lines.filter(Boolean).map((line, i) => (
          <span key={i}>{line}</span>
        ))}
      </address>
    </div>
  );
}

interface Props {
  order: OrderDetail;
  invoiceTitle: string;
  deliveryTitle: string;
  /** one under the other on a large screen, where they sit in a side column, instead of side by side from medium widths */
  stacked?: boolean;
}

/** Invoice info (name, street, city, zip, phone, email) and point of delivery of an order. */
export function OrderAddresses({ order, invoiceTitle, deliveryTitle, stacked }: Props) {
  return (
    <div className={clsx(styles.addresses, stacked && styles.stacked)}>
      <AddressBlock
        title={invoiceTitle}
        lines={[order.invoice_name, order.invoice_street, `${order.invoice_zip} ${order.invoice_city}`.trim(), order.invoice_phone, order.invoice_email]}
      />
      <AddressBlock
        title={deliveryTitle}
        lines={[order.delivery_name, order.delivery_street, `${order.delivery_zip} ${order.delivery_city}`.trim(), order.delivery_phone]}
      />
    </div>
  );
}
