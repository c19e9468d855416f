import clsx from 'clsx';
import styles from './spinner.module.scss';

interface SpinnerProps {
  /** px */
  size?: number;
  /** read by screen readers; without it the spinner is decorative */
  label?: string;
  className?: string;
}

/** A rotating ring in the current text colour. */
export function Spinner({ size = 20, label, className }: SpinnerProps) {
  return (
    <span
      className={clsx(styles.spinner, className)}
      style={{ width: size, height: size }}
      role={label ? 'status' : undefined}
      aria-hidden={label ? undefined : true}
    >
      {label ? <span className={styles.label}>{label}</span> : null}
    </span>
  );
}
