'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { clampQuantity, MAX_QUANTITY, MIN_QUANTITY, parseQuantity } from '@/lib/quantity';
import styles from './quantity-input.module.scss';

interface QuantityInputProps {
  value: number;
  onChange: (quantity: number) => void;
  /** the accessible name of the field (visually hidden), e.g. 'Množstvo: Kamera XY' */
  label: string;
  size?: 'sm' | 'md';
  disabled?: boolean;
}

/**
 * Minus, a number field and plus (spec §5: minimum 1 by the buttons; typing a number changes the
 * quantity at once). A field left empty or invalid shows the last good value again on blur.
 */
export function QuantityInput({ value, onChange, label, size = 'md', disabled = false }: QuantityInputProps) {
  const t = useTranslations('Product');
  const id = useId();
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);

  // a new value from outside (the server's answer) replaces what the field shows
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }

  const set = (next: number) => {
    const clamped = clampQuantity(next);
    setText(String(clamped));
    if (clamped !== value) onChange(clamped);
  };

  return (
    <div className={clsx(styles.quantity, styles[size])}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <button type="button" className={styles.step} onClick={() => set(value - 1)} disabled={disabled || value <= MIN_QUANTITY} aria-label={t('decrease')}>
        <Icon name="minus" size={18} />
      </button>
      <input
        id={id}
        className={styles.input}
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        value={text}
        disabled={disabled}
        onChange={(event) => {
          setText(event.target.value);
          const typed = parseQuantity(event.target.value);
          if (typed !== null && typed !== value) onChange(typed);
        }}
        onBlur={() => setText(String(parseQuantity(text) ?? value))}
      />
      <button type="button" className={styles.step} onClick={() => set(value + 1)} disabled={disabled || value >= MAX_QUANTITY} aria-label={t('increase')}>
        <Icon name="plus" size={18} />
      </button>
    </div>
  );
}
