'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { withMessages } from '@/components/ui/messages-scope';
import { Icon } from '@/components/ui/icon';
import { firstValid, lastValid, packMessageValues, packProblem, SINGLE_PIECES, stepQuantity, type PackRule } from '@/lib/shop/catalogue/pack';
import { readQuantity, type QuantityProblem } from '@/lib/shop/catalogue/quantity';
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
  /** the product's pack and minimum (docs/decisions/058-trade-terms.md); single pieces without */
  rule?: PackRule;
}

/**
 * Minus, a number field and plus (docs/rules.md#validation: minimum 1 by the buttons; typing a number changes the
 * quantity at once). Typed text that is not taken (0, letters, more than 9999) says why under the
 * field; on blur the field shows the last quantity taken again. The message sits after the control
 * (a fragment), so a flex row can give it a line of its own. A product sold by the pack
 * (docs/decisions/058-trade-terms.md) steps by whole packs from its minimum, and a typed quantity
 * that is not whole packs is not taken: the message names the pack and the two nearest quantities.
 * Its texts come with this code (messages/sk.quantity.json): only a customer's add-to-cart row and
 * the cart draw it, so they are not in every guest page's payload.
 */
export const QuantityInput = withMessages(quantityMessages, QuantityField);

function QuantityField({ value, onChange, label, size = 'md', disabled = false, stock, unit, rule = SINGLE_PIECES }: QuantityInputProps) {
  const t = useTranslations('Quantity');
  const id = useId();
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  const [problem, setProblem] = useState<QuantityProblem | null>(null);
  // a typed quantity of no whole packs: not taken, its message offers the nearest ones
  const [typedOffPack, setTypedOffPack] = useState<number | null>(null);

  // a new value from outside (the server's answer) replaces what the field shows
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }

  const step = (direction: 1 | -1) => {
    const next = stepQuantity(value, rule, direction);
    setText(String(next));
    setProblem(null);
    setTypedOffPack(null);
    if (next !== value) onChange(next);
  };

  const type = (typedText: string) => {
    setText(typedText);
    const typed = readQuantity(typedText);
    setProblem('problem' in typed ? typed.problem : null);
    const offPack = 'quantity' in typed && packProblem(typed.quantity, rule, unit ?? '') !== null;
    setTypedOffPack(offPack ? typed.quantity : null);
    if ('quantity' in typed && !offPack && typed.quantity !== value) onChange(typed.quantity);
  };

  // what is wrong with the typed quantity, else with the quantity held (a line from before the pack was set)
  const offPack = packProblem(typedOffPack ?? value, rule, unit ?? '');
  const packValues = offPack ? packMessageValues(offPack.params) : null;
  const invalid = problem !== null || packValues !== null;
  const split = stock === undefined || stock <= 0 ? null : stockSplit(value, stock);
  const message = problem
    ? t(problem, { min: firstValid(rule), max: lastValid(rule) })
    : packValues
      ? t('pack', packValues)
      : split && split.toOrder > 0
        ? t('overStock', { inStock: split.inStock, toOrder: split.toOrder, unit: unit || 'ks' })
        : '';

  return (
    <>
      <div className={clsx(styles.quantity, styles[size], invalid && styles.invalid)}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        <button type="button" className={styles.step} onClick={() => step(-1)} disabled={disabled || value <= firstValid(rule)} aria-label={t('decrease')}>
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
          aria-invalid={invalid}
          aria-describedby={`${id}-message`}
          onChange={(event) => type(event.target.value)}
          onBlur={() => setText(String(value))}
        />
        <button type="button" className={styles.step} onClick={() => step(1)} disabled={disabled || value >= lastValid(rule)} aria-label={t('increase')}>
          <Icon name="plus" size={18} />
        </button>
      </div>
      <p id={`${id}-message`} className={clsx(styles.message, invalid && styles.problem)} aria-live="polite">
        {message}
      </p>
    </>
  );
}
