'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { withMessages } from '@/components/ui/messages-scope';
import { Icon } from '@/components/ui/icon';
import { clampQuantity, MAX_QUANTITY, MIN_QUANTITY, readQuantity, type QuantityProblem } from '@/lib/shop/catalogue/quantity';
import { stockSplit } from '@/lib/shop/catalogue/stock';
import quantityMessages from '@/messages/sk.quantity.json';
import styles from './quantity-input.module.scss';

interface QuantityInputProps {
  value: number;
  onChange: (quantity: number) => void;
  /** the accessible name of the field (visually hidden), e.g. 'Množstvo: Kamera XY' */
  label: string;
  size?: 'sm' | 'md';
  disabled?: boolean;
  /** the product's stock: a quantity above it says how many pieces are in stock and how many to order */
  stock?: number;
  unit?: string;
}

/**
 * Minus, a number field and plus (docs/rules.md#validation: minimum 1 by the buttons; typing a number changes the
 * quantity at once). Typed text that is not taken (0, letters, more than 9999) says why under the
 * field; on blur the field shows the last quantity taken again. The message sits after the control
 * (a fragment), so a flex row can give it a line of its own. Its texts come with this code
 * (messages/sk.quantity.json): only a customer's add-to-cart row and the cart draw it, so they are
 * not in every guest page's payload.
 */
export const QuantityInput = withMessages(quantityMessages, QuantityField);

function QuantityField({ value, onChange, label, size = 'md', disabled = false, stock, unit }: QuantityInputProps) {
  const t = useTranslations('Quantity');
  const id = useId();
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  const [problem, setProblem] = useState<QuantityProblem | null>(null);

  // a new value from outside (the server's answer) replaces what the field shows
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }

  const set = (next: number) => {
    const clamped = clampQuantity(next);
    setText(String(clamped));
    setProblem(null);
    if (clamped !== value) onChange(clamped);
  };

  const split = stock === undefined || stock <= 0 ? null : stockSplit(value, stock);
  const message = problem
    ? t(problem, { min: MIN_QUANTITY, max: MAX_QUANTITY })
    : split && split.toOrder > 0
      ? t('overStock', { inStock: split.inStock, toOrder: split.toOrder, unit: unit || 'ks' })
      : '';

  return (
    <>
      <div className={clsx(styles.quantity, styles[size], problem && styles.invalid)}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        <button type="button" className={styles.step} onClick={() => set(value - 1)} disabled={disabled || value <= MIN_QUANTITY} aria-label={t('decrease')}>
          <Icon name="minus" size={18} />
        </button>
        <input
          id={id}
          type="text"
          className={styles.input}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          value={text}
          disabled={disabled}
          aria-invalid={problem !== null}
          aria-describedby={`${id}-message`}
          onChange={(event) => {
            setText(event.target.value);
            const typed = readQuantity(event.target.value);
            setProblem('problem' in typed ? typed.problem : null);
            if ('quantity' in typed && typed.quantity !== value) onChange(typed.quantity);
          }}
          onBlur={() => setText(String(value))}
        />
        <button type="button" className={styles.step} onClick={() => set(value + 1)} disabled={disabled || value >= MAX_QUANTITY} aria-label={t('increase')}>
          <Icon name="plus" size={18} />
        </button>
      </div>
      <p id={`${id}-message`} className={clsx(styles.message, problem && styles.problem)} aria-live="polite">
        {message}
      </p>
    </>
  );
}
