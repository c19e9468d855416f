import type { ReactNode } from 'react';
import styles from './header-actions.module.scss';

/** A header link's icon with its count in a badge; hidden from screen readers, as the link's label says the count. */
export function BadgedIcon({ icon, count }: { icon: ReactNode; count: ReactNode }) {
  return (
    <span className={styles.iconWrap}>
      {icon}
      <span className={styles.badge} aria-hidden="true">
        {count}
      </span>
    </span>
  );
}
