import type { ReactNode } from 'react';
import clsx from 'clsx';
import { WidthContainer } from '@/components/ui/width-container';
import styles from './auth-layout.module.scss';

interface AuthLayoutProps {
  title: string;
  intro?: string;
  children: ReactNode;
  /** a side block (e.g. the invitation to register); beside the form on large screens, below it on small */
  aside?: ReactNode;
  /** a wider card for long forms (register) */
  wide?: boolean;
}

/** The frame of login, register and reset-password: a titled card with an optional side block. */
export function AuthLayout({ title, intro, children, aside, wide }: AuthLayoutProps) {
  return (
    <WidthContainer className={styles.page}>
      <div className={clsx(styles.grid, aside !== undefined && styles.withAside, wide && styles.wide)}>
        <section className={styles.card}>
          <h1 className={styles.title}>{title}</h1>
          {intro && <p className={styles.intro}>{intro}</p>}
          {children}
        </section>
        {aside}
      </div>
    </WidthContainer>
  );
}
