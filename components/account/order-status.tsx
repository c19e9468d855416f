import styles from './order-status.module.scss';

/** An order's status label (free text from the backend, docs/contract.md#shapes) as a quiet badge; nothing when there is none. */
export function OrderStatus({ status }: { status: string }) {
  if (!status) return null;
  return <span className={styles.status}>{status}</span>;
}
