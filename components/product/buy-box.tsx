import { AddToCart } from '@/components/cart/add-to-cart';
import { WishlistToggle } from '@/components/cart/wishlist-toggle';
import styles from './buy-box.module.scss';

/**
 * The cart slot of the product page: nothing for guests; for customers the quantity control with
 * the add button ('Na objednávku' at stock 0 or less) and the wishlist heart.
 */
export function BuyBox({ productId, productName, stock, unit }: { productId: number; productName: string; stock: number; unit?: string }) {
  return (
    <div className={styles.box}>
      <AddToCart productId={productId} productName={productName} stock={stock} unit={unit} size="detail" />
      <WishlistToggle productId={productId} productName={productName} />
    </div>
  );
}
