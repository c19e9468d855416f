import { AddToCart } from '@/components/cart/add-to-cart';
import { WishlistToggle } from '@/components/cart/wishlist-toggle';
import { CompareToggle } from '@/components/compare/compare-toggle';
import type { PackRule } from '@/lib/shop/catalogue/pack';
import styles from './buy-box.module.scss';

/**
 * The cart slot of the product page: for customers the quantity control with the add button
 * ('Na objednávku' at stock 0 or less) and the wishlist heart; for everyone the compare toggle.
 */
export function BuyBox({
  productId,
  productName,
  productUrl,
  stock,
  unit,
  rule,
}: {
  productId: number;
  productName: string;
  productUrl: string;
  stock: number;
  unit?: string;
  /** the product's pack and minimum: the quantity steps by them */
  rule?: PackRule;
}) {
  return (
    <div className={styles.box}>
      <AddToCart productId={productId} productName={productName} stock={stock} unit={unit} rule={rule} size="detail" />
      <WishlistToggle productId={productId} productName={productName} />
      <CompareToggle product={{ id: productId, url: productUrl, name: productName }} />
    </div>
  );
}
