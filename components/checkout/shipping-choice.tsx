'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useCartStock } from '@/lib/browser/use-cart-stock';
import type { CartLine } from '@/lib/contract/schemas/cart';
import type { PacketaPoint, ShippingMethod, Warehouse } from '@/lib/contract/schemas/checkout';
import { formatPrice, toCents } from '@/lib/shared/format/money';
import { htmlToLines } from '@/lib/shared/format/html-lines';
import { linesAt } from '@/lib/shop/stock/pickup-stock';
import { Button } from '@/components/ui/button';
import { deliveryMethods, type CheckoutChoices, type CheckoutMode, type ChoiceProblem } from './checkout-choices';
import { OptionRadio } from './option-radio';
import { PacketaPicker, type PacketaConfig } from './packeta-picker';
import { PickupReady } from './pickup-ready';
import styles from './checkout.module.scss';

interface ShippingChoiceProps {
  shipping: ShippingMethod[];
  warehouses: Warehouse[];
  /** the cart's lines: whether a store holds their pieces says when a pickup is ready there */
  lines: readonly CartLine[];
  choices: CheckoutChoices;
  problems: ChoiceProblem[];
  packeta: PacketaConfig;
  onMode: (mode: CheckoutMode) => void;
  onShipping: (id: number) => void;
  onSalePoint: (id: number | null) => void;
  onPacketa: (point: PacketaPoint) => void;
}

function StoreAddress({ html }: { html: string }) {
  return (
    <span className={styles.storeAddress}>
      {htmlToLines(html).map((line, i) => (
        <span key={i}>{line}</span>
      ))}
    </span>
  );
}

/** Step 1's choice: Delivery (non-pickup methods, Packeta with its point) or Pickup (a store, changeable). */
export function ShippingChoice(props: ShippingChoiceProps) {
  const { shipping, warehouses, lines, choices, problems } = props;
  const stock = useCartStock(lines);
  const ordered = lines.map((l) => (l.product_id === undefined ? null : { productId: l.product_id, quantity: l.quantity }));
  const linesAtStore = (storeId: number) => linesAt(stock, ordered, storeId);
  const t = useTranslations('Checkout');
  const currency = useTranslations('Common')('currency');
  const [changing, setChanging] = useState(false);
  const price = (value: string) => (toCents(value) === 0 ? t('free') : `${formatPrice(value)} ${currency}`);
  const store = warehouses.find((w) => w.id === choices.salePointId);
  const showStores = choices.mode === 'pickup' && (!store || changing);
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('mode.legend')}</legend>
        <div className={styles.modes}>
          {(['delivery', 'pickup'] as const).map((mode) => (
            <label key={mode} className={styles.mode} data-checked={choices.mode === mode || undefined}>
              <input type="radio" name="mode" checked={choices.mode === mode} onChange={() => props.onMode(mode)} className={styles.radio} />
              {t(`mode.${mode}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {choices.mode === 'delivery' ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('shippingLegend')}</legend>
          <ul className={styles.options}>
            {deliveryMethods(shipping).map((method) => (
              <OptionRadio
                key={method.id}
                name="shipping"
                checked={choices.shippingId === method.id}
                onSelect={() => props.onShipping(method.id)}
                label={method.name}
                aside={price(method.price)}
              >
                {method.is_packeta && choices.shippingId === method.id && (
                  <PacketaPicker config={props.packeta} point={choices.packeta} onPick={props.onPacketa} missing={problems.includes('packeta')} />
                )}
              </OptionRadio>
            ))}
          </ul>
          {problems.includes('shipping') && <p className={styles.problem}>{t('shippingLegend')}</p>}
        </fieldset>
      ) : (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('pickupLegend')}</legend>
          {showStores ? (
            <ul className={styles.options}>
              {warehouses.map((w) => (
                <OptionRadio
                  key={w.id}
                  name="salePoint"
                  checked={choices.salePointId === w.id}
                  onSelect={() => {
                    props.onSalePoint(w.id);
                    setChanging(false);
                  }}
                  label={w.name}
                >
                  <PickupReady store={w} lines={linesAtStore(w.id)} />
                  <StoreAddress html={w.address} />
                </OptionRadio>
              ))}
            </ul>
          ) : (
            store && (
              <div className={styles.chosenStore}>
                <p className={styles.chosen}>
                  <strong>{store.name}</strong>
                </p>
                <PickupReady store={store} lines={linesAtStore(store.id)} />
                <StoreAddress html={store.address} />
                <Button type="button" variant="secondary" icon="map-pin" onClick={() => setChanging(true)}>
                  {t('changePickup')}
                </Button>
              </div>
            )
          )}
          {problems.includes('salePoint') && <p className={styles.problem}>{t('pickupLegend')}</p>}
        </fieldset>
      )}
    </>
  );
}
