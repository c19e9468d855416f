'use client';

import clsx from 'clsx';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { piecesOf, WarehouseFigures } from '@/components/catalogue/warehouse-figures';
import { Img } from '@/components/ui/img';
import { PLACEHOLDER_IMAGE } from '@/components/ui/placeholder-image';
import { Icon } from '@/components/ui/icon';
import type { CartLine } from '@/lib/contract/schemas/cart';
import type { WarehouseStock } from '@/lib/contract/schemas/warehouse-stock';
import { formatPrice } from '@/lib/shared/format/money';
import { packRuleOf } from '@/lib/shop/catalogue/pack';
import { nextBreak, reachedBreak } from '@/lib/shop/catalogue/price-breaks';
import { productPath } from '@/lib/shop/urls/shop-paths';
import { LineStock } from './line-stock';
import { QuantityInput } from './quantity-input';
import styles from './cart-line-item.module.scss';

interface CartLineItemProps {
  line: CartLine;
  /** the cart's stock per warehouse (decision 066); null: not known, the line shows none */
  stock: WarehouseStock | null;
  /** a change is on its way: the line total waits for the server's answer */
  syncing: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/**
 * Where the line stands on its product's volume breaks (docs/decisions/058-trade-terms.md): the break
 * its quantity reached and how many more pieces reach the next. The line's prices are the server's,
 * priced by the break; this only says so.
 */
function LineBreaks({ line }: { line: CartLine }) {
  const t = useTranslations('Cart');
  const currency = useTranslations('Common')('currency');
  const unit = line.unit_of_measure || 'ks';
  const reached = reachedBreak(line.price_breaks, line.quantity);
  const next = nextBreak(line.price_breaks, line.quantity);
  if (!reached && !next) return null;
  return (
    <p className={styles.breaks}>
      {reached && <span>{t('breakReached', { quantity: reached.quantity, unit })}</span>}
      {next && (
        <span className={styles.nextBreak}>{t('nextBreak', { missing: next.missing, unit, price: formatPrice(next.step.price_exc_vat), currency })}</span>
      )}
    </p>
  );
}

/** The line's pieces in each warehouse, when the stock extension knows its product. */
function LineWarehouses({ line, stock }: { line: CartLine; stock: WarehouseStock | null }) {
  if (!stock || line.product_id === undefined) return null;
  const pieces = piecesOf(stock, line.product_id);
  if (pieces.size === 0) return null;
  return <WarehouseFigures warehouses={stock.warehouses} pieces={pieces} unit={line.unit_of_measure ?? ''} className={styles.warehouses} />;
}

/** One cart line: picture, code, name (a link), its stock (in stock / to order, per warehouse), its volume breaks, unit price and line total excluding VAT, quantity, remove. */
export function CartLineItem({ line, stock, syncing, onQuantity, onRemove }: CartLineItemProps) {
  const t = useTranslations('Cart');
  const currency = useTranslations('Common')('currency');
  const href = productPath(line.url.url);
  return (
    <li className={styles.line}>
      <Link href={href} className={styles.image} tabIndex={-1} aria-hidden="true">
        <Img src={line.image?.src || PLACEHOLDER_IMAGE} alt="" width={72} height={72} />
      </Link>
      <div className={styles.info}>
        <p className={styles.code}>{line.code}</p>
        <Link href={href} className={styles.name}>
          {line.name}
        </Link>
        <LineStock quantity={line.quantity} stock={line.stock} unit={line.unit_of_measure} />
        <LineWarehouses line={line} stock={stock} />
        <LineBreaks line={line} />
      </div>
      <p className={styles.unit}>
        <span className={styles.caption}>{t('unitPrice')}</span>
        <span>{t('amount', { price: formatPrice(line.price_unit_exc_vat), currency })}</span>
      </p>
      <div className={styles.quantity}>
        <QuantityInput
          value={line.quantity}
          onChange={onQuantity}
          label={t('quantityOf', { name: line.name })}
          size="sm"
          unit={line.unit_of_measure}
          rule={packRuleOf(line)}
        />
      </div>
      <p className={clsx(styles.total, syncing && styles.syncing)} aria-busy={syncing || undefined}>
        <span className={styles.caption}>{t('lineTotal')}</span>
        <span className={styles.totalValue}>{t('amount', { price: formatPrice(line.price_total_exc_vat), currency })}</span>
      </p>
      <button type="button" className={styles.remove} onClick={onRemove} aria-label={t('remove', { name: line.name })}>
        <Icon name="trash" size={20} />
      </button>
    </li>
  );
}
