'use client';

import type { ReactNode } from 'react';
import clsx from 'clsx';
import styles from './checkout.module.scss';

interface OptionRadioProps {
  name: string;
  checked: boolean;
  onSelect: () => void;
  label: ReactNode;
  /** price or detail shown at the end of the row */
  aside?: ReactNode;
  children?: ReactNode;
}

/** One choosable row (shipping, payment, store): a native radio with a large label. */
export function OptionRadio({ name, checked, onSelect, label, aside, children }: OptionRadioProps) {
  return (
    <li className={clsx(styles.option, checked && styles.optionChecked)}>
      <label className={styles.optionLabel}>
        <input type="radio" name={name} checked={checked} onChange={onSelect} className={styles.radio} />
        <span className={styles.optionText}>{label}</span>
        {aside && <span className={styles.optionAside}>{aside}</span>}
      </label>
      {children}
    </li>
  );
}
