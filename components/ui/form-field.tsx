import { useId, type InputHTMLAttributes, type Ref } from 'react';
import clsx from 'clsx';
import styles from './form-field.module.scss';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** translated error text; marks the input invalid */
  error?: string;
  /** translated help text under the input */
  hint?: string;
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/** A labelled text input, 44 px tall, with its error tied to it by aria-invalid and aria-describedby. */
export function FormField({ label, error, hint, ref, className, ...input }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx(styles.field, className)}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        type="text"
        className={clsx(styles.input, error && styles.invalid)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      {hint && !error && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
