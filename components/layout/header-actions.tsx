import { CompareLink } from './compare-link';
import { HeaderActionsSwitch } from './header-actions-switch';
import styles from './header-actions.module.scss';

/**
 * The customer's corner of the header: the guest's links from the server, the customer's from the
 * browser. Guests have no cart (docs/rules.md#audience), so the cart button comes only with the customer's
 * part, once the browser knows the session: the cached guest HTML is the same for everyone.
 * The comparison count is everyone's, from this browser's list.
 */
export function HeaderActions() {
  return (
    <div className={styles.actions}>
      <CompareLink className={styles.compare} />
      <HeaderActionsSwitch />
    </div>
  );
}
