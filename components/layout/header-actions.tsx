import { GuestAccountLinks } from './account-links';
import { CartLink } from './cart-link';
import { HeaderActionsSwitch } from './header-actions-switch';
import styles from './header-actions.module.scss';

/** The customer's corner of the header: the guest's links from the server, the customer's from the browser. */
export function HeaderActions() {
  return (
    <div className={styles.actions}>
      <HeaderActionsSwitch
        guest={
          <>
            <GuestAccountLinks />
            {/* a guest's cart is empty (contract.md) */}
            <CartLink amount={0} totalExcVat={0} />
          </>
        }
      />
    </div>
  );
}
