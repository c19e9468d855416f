import type { ReactNode } from 'react';
import styles from './home-section.module.scss';

interface HomeSectionProps {
  id: string;
  title: string;
  /** a link or note beside the heading */
  aside?: ReactNode;
  children: ReactNode;
}

/** One block of the home page: heading (with an optional link beside it) and content. */
export function HomeSection({ id, title, aside, children }: HomeSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.head}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
