import clsx from 'clsx';
import styles from './wishlist-toggle.module.scss';

/**
 * The heart's place while the customer's flags load, greyed and inert, so the heart arrives without
 * moving its neighbours. `untilKnown`: in the server's HTML, painted only where the browser holds
 * the signed-in hint (a guest has no heart). The heart is drawn by CSS, not an icon element: every
 * guest card's HTML carries this outline.
 */
export function WishlistOutline({ className, untilKnown = false }: { className?: string; untilKnown?: boolean }) {
  return <span className={clsx(styles.toggle, styles.outline, untilKnown && styles.untilKnown, className)} aria-hidden="true" />;
}
