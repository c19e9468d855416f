'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { useUser } from '@/lib/client/use-user';
import { isInStock } from '@/lib/stock';
import styles from './buy-box.module.scss';

/** Spec §9: minimum quantity 1. */
export const MIN_QUANTITY = 1;
const MAX_QUANTITY = 9999;

/** A typed quantity: whole numbers from 1 up; anything else falls back to `fallback`. */
export function parseQuantity(text: string, fallback: number): number {
  if (!/^\d{1,4}$/.test(text.trim())) return fallback;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Number(text)));
}

/**
 * The cart slot of the product page: nothing for guests; for customers a quantity control and
 * the add button ('Na objednávku' at stock 0 or less). The cart issue wires `onAdd`; until then
 * the click does nothing and announces nothing.
 */
export function BuyBox({ stock, onAdd }: { stock: number; onAdd?: (quantity: number) => void }) {
  const t = useTranslations('Product');
  const { isLoggedIn } = useUser();
  const id = useId();
  const [quantity, setQuantity] = useState(MIN_QUANTITY);
  const [text, setText] = useState(String(MIN_QUANTITY));
  if (!isLoggedIn) return null;

  const set = (value: number) => {
    const next = Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, value));
    setQuantity(next);
    setText(String(next));
  };
  return (
    <div className={styles.box}>
      <label htmlFor={id} className={styles.label}>
        {t('quantity')}
      </label>
      <div className={styles.quantity}>
        <button type="button" className={styles.step} onClick={() => set(quantity - 1)} disabled={quantity <= MIN_QUANTITY} aria-label={t('decrease')}>
          <Icon name="minus" size={18} />
        </button>
        <input
          id={id}
          className={styles.input}
          inputMode="numeric"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            const value = parseQuantity(event.target.value, 0);
            if (value > 0) setQuantity(value);
          }}
          onBlur={() => set(parseQuantity(text, quantity))}
        />
        <button type="button" className={styles.step} onClick={() => set(quantity + 1)} aria-label={t('increase')}>
          <Icon name="plus" size={18} />
        </button>
      </div>
      <Button icon="cart" size="md" className={styles.add} onClick={() => onAdd?.(quantity)}>
        {isInStock(stock) ? t('addToCart') : t('toOrder')}
      </Button>
    </div>
  );
}
