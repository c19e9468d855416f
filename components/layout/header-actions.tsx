import { AccountLinks } from './account-links';
import { CartButton } from './cart-button';
import { WishlistButton } from './wishlist-button';
import styles from './header-actions.module.scss';

/** The customer's corner of the header; each part is a client leaf fed by SWR. */
export function HeaderActions() {
  return (
    <div className={styles.actions}>
      <AccountLinks />
      <WishlistButton />
      <CartButton />
    </div>
  );
}
