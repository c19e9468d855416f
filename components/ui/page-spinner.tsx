import { Spinner } from './spinner';
import styles from './spinner.module.scss';

/** Fills the content area while a page's data loads; `label` is shown and announced. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div className={styles.page} role="status" aria-live="polite">
      <Spinner size={40} />
      <span className={styles.pageLabel}>{label}</span>
    </div>
  );
}
