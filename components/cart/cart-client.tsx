'use client';

import { useTranslations } from 'next-intl';
import { CurrentSiteNote } from '@/components/sites/current-site-note';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useCart } from '@/lib/browser/use-cart';
import { useCartStock } from '@/lib/browser/use-cart-stock';
import { useUser } from '@/lib/browser/use-user';
import { AddByCode } from './add-by-code';
import { CartEmpty } from './cart-empty';
import { CartLineItem } from './cart-line-item';
import { CartSummary } from './cart-summary';
import styles from './cart-client.module.scss';

/** The cart page's island: lines with quantity and remove, the totals and the way to checkout. */
export function CartClient() {
  const t = useTranslations('Cart');
  const { isLoggedIn, isLoading: userLoading } = useUser();
  const { cart, isLoading, isSyncing, update, remove } = useCart();
  const stock = useCartStock(cart.products);

  if (userLoading || (isLoggedIn && isLoading)) return <PageSpinner label={t('loading')} />;
  if (cart.products.length === 0) {
    return (
      <>
        {isLoggedIn && <CurrentSiteNote />}
        {isLoggedIn && <AddByCode />}
        <CartEmpty guest={!isLoggedIn} />
      </>
    );
  }

  return (
    <>
      <CurrentSiteNote />
      <AddByCode />
      <div className={styles.layout}>
        <section aria-labelledby="cart-lines" className={styles.lines}>
          <h2 id="cart-lines" className={styles.heading}>
            {t('linesHeading', { count: cart.amount })}
          </h2>
          <ul className={styles.list}>
            {cart.products.map((line) => (
              <CartLineItem
                key={line.id}
                line={line}
                stock={stock}
                syncing={isSyncing}
                onQuantity={(q) => void update(line.id, q)}
                onRemove={() => void remove(line.id)}
              />
            ))}
          </ul>
        </section>
        <CartSummary cart={cart} syncing={isSyncing} />
      </div>
    </>
  );
}
