import clsx from 'clsx';
import styles from './card-skeletons.module.scss';

interface CardSkeletonsProps {
  /** announced while loading */
  label: string;
  count?: number;
  /** row: one line like the card scroller; grid: the 3/2/1 column listing */
  layout?: 'row' | 'grid';
}

/** Grey stand-ins for cards while their data loads (docs/rules.md#screens: 12 on the home page). */
export function CardSkeletons({ label, count = 12, layout = 'row' }: CardSkeletonsProps) {
  return (
    <div className={clsx(styles.skeletons, styles[layout])} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.card} aria-hidden="true">
          <div className={styles.image} />
          <div className={styles.line} />
          <div className={clsx(styles.line, styles.short)} />
        </div>
      ))}
    </div>
  );
}
