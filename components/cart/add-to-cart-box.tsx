'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useCart } from '@/lib/browser/use-cart';
import { firstValid, SINGLE_PIECES, type PackRule } from '@/lib/shop/catalogue/pack';
import { isInStock } from '@/lib/shop/catalogue/stock';
import { QuantityInput } from './quantity-input';
import styles from './add-to-cart.module.scss';

export interface AddToCartProps {
  productId: number;
  productName: string;
  stock: number;
  /** the unit of measure ('ks', 'm'), for the note on a quantity above stock */
  unit?: string;
  /** card: compact, under the price; detail: the product page's buy box */
  size?: 'card' | 'detail';
  /** the product's pack and minimum (docs/decisions/058-trade-terms.md): the quantity starts at the minimum and steps by the pack */
  rule?: PackRule;
}

/**
 * Quantity and the add button of a signed-in customer (AddToCart decides who gets it). At stock 0
 * or less the button reads 'to order' and still adds (docs/rules.md#states); a quantity above stock says how
 * many pieces are in stock and how many to order.
 */
export function AddToCartBox({ productId, productName, stock, unit, size = 'card', rule = SINGLE_PIECES }: AddToCartProps) {
  const t = useTranslations('Product');
  const { add } = useCart();
  const [quantity, setQuantity] = useState(() => firstValid(rule));
  const [adding, setAdding] = useState(false);

  const label = isInStock(stock) ? t('addToCart') : t('toOrder');
  const onAdd = async () => {
    setAdding(true);
    const added = await add(productId, quantity);
    setAdding(false);
    if (added) setQuantity(firstValid(rule));
  };

  return (
    <div className={clsx(styles.box, styles[size])}>
      <QuantityInput
        value={quantity}
        onChange={setQuantity}
        label={t('quantityOf', { name: productName })}
        size={size === 'card' ? 'sm' : 'md'}
        stock={stock}
        unit={unit}
        rule={rule}
      />
      <Button
        icon="cart"
        size="md"
        className={styles.add}
        loading={adding}
        onClick={() => void onAdd()}
        aria-label={t('addNamed', { action: label, name: productName })}
      >
        {label}
      </Button>
    </div>
  );
}
