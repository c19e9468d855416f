import type { ReactNode } from 'react';
import styles from './test-page.module.scss';

/** One titled part of the test page; `name` makes its heading's id, `test-{name}`, which the e2e tests find it by. */
export function ShowcaseSection({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  const headingId = `test-${name}`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}
