import type { ReactNode } from 'react';
import styles from './account-section.module.scss';

/** A titled white panel of the account area. */
export function AccountSection({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
