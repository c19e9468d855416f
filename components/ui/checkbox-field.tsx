import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import clsx from 'clsx';
import styles from './checkbox-field.module.scss';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  /** may hold a link (e.g. to the privacy page) */
  label: ReactNode;
  /** translated error text; marks the checkbox invalid */
  error?: string;
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/** A checkbox with its label in a 44 px tall row and its error tied to it by aria-describedby. */
export function CheckboxField({ label, error, ref, className, ...input }: CheckboxFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={clsx(styles.field, className)}>
      <div className={styles.row}>
        <input
          ref={ref}
          id={id}
          type="checkbox"
          className={clsx(styles.box, error && styles.invalid)}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          {...input}
        />
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
