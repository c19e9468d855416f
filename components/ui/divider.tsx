import clsx from 'clsx';
import styles from './divider.module.scss';

/** A thin horizontal rule between sections. */
export function Divider({ className }: { className?: string }) {
  return <hr className={clsx(styles.divider, className)} />;
}
