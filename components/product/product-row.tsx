import clsx from 'clsx';
import { useId } from 'react';
import { ProductCard } from '@/components/catalogue/product-card';
import { productCardData } from '@/components/catalogue/product-card-data';
import type { ProductListItem } from '@/lib/contract/schemas/product';
import styles from './product-row.module.scss';

/** Above this many cards the row spans the whole container and scrolls sideways (docs/rules.md#limits). */
export const ROW_FULL_WIDTH_AFTER = 3;

/** A titled row of product cards (related, last viewed); server and client pages both use it. */
export function ProductRow({ title, products }: { title: string; products: readonly ProductListItem[] }) {
  const headingId = useId();
  if (products.length === 0) return null;
  const full = products.length > ROW_FULL_WIDTH_AFTER;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      <ul className={clsx(styles.row, full && styles.full)} data-full-width={full || undefined}>
        {products.map((product) => (
          <li key={product.id} className={styles.cell}>
            <ProductCard product={productCardData(product)} headingLevel="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
